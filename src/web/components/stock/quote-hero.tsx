import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { TICKER_TEXT } from '../../../shared/site.ts';
import { presentationDialogOpenAtom } from '../../state/dialogs.ts';
import { Button } from '../ui/button.tsx';
import { PageHero } from '../ui/page-hero.tsx';
import { LiveQuote } from './live-quote.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem 2rem;
  margin-top: 2rem;
`;

/**
 * The ticker-led page hero of the Investors and Projects pages: the live quote next to the button that
 * opens the Corporate Presentation Request dialog. Each page passes the share count it publishes.
 */
export function QuoteHero(props: {
  title: string;
  subtitle: ReactNode;
  shares: number;
  fallbackMarketCap: number;
  presentationLabel: string;
  /** Shown in the quote panel beside the price (the hub's sparkline). */
  trend?: ReactNode;
}) {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <PageHero eyebrow={TICKER_TEXT} title={props.title} subtitle={props.subtitle}>
      <Row>
        <LiveQuote shares={props.shares} fallbackMarketCap={props.fallbackMarketCap} tone="dark">
          {props.trend}
        </LiveQuote>
        <Button onClick={() => openPresentation(true)}>{props.presentationLabel}</Button>
      </Row>
    </PageHero>
  );
}
