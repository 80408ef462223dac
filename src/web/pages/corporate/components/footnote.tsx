import { styled } from 'styled-components';
import { sourceHref } from '../../../content/sources.ts';
import type { CitedText } from '../../../content/strategy.ts';

const Sup = styled.sup`
  font-size: 0.7em;
  line-height: 0;
  margin-left: 0.1em;
  /* A 24 px square to tap; the negative margins keep the line as tall as it was. */
  a {
    display: inline-block;
    min-width: 24px;
    min-height: 24px;
    margin: -7px -3px;
    padding: 0 0.25em;
    line-height: 24px;
    text-align: center;
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

/** A superscript source number linking to its entry on the Sources and References page (/sources). */
export function Footnote(props: { source: number }) {
  return (
    <Sup>
      <a href={sourceHref(props.source)} aria-label={`Source ${props.source}`}>
        {props.source}
      </a>
    </Sup>
  );
}

/** Text runs, each followed by its footnote when it cites a source. */
export function CitedRuns(props: { runs: CitedText[] }) {
  return (
    <>
      {props.runs.map((run) => (
        <span key={run.text}>
          {run.text}
          {run.source ? <Footnote source={run.source} /> : null}
        </span>
      ))}
    </>
  );
}
