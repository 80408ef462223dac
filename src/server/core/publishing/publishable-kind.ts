import type { EntityClass } from '@mikro-orm/core';
import type { PublishableKind } from '../../../shared/trash.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import type { PublicTopic } from '../../plugins/cluster-bus.ts';
import type { Actor } from '../audit/audit-log.ts';

/** What names an item: a photograph's slot, every other kind's number. */
export type ItemKey = number | string;

/** The steps of the one lifecycle; a kind declares those it has (a share reading is never edited, an event never scheduled). */
export const LIFECYCLE_STEPS = ['create', 'schedule', 'update', 'file-replace', 'trash', 'restore', 'purge'] as const;
export type LifecycleStep = (typeof LIFECYCLE_STEPS)[number];

/** Every publishable row has a trash column; `version` where it can be edited. */
export interface PublishableRow {
  deletedAt?: Date | null;
  version?: number;
}

/** The audit columns that name the item beside its kind and key (a release's slug and title, a document's title, another item's subject). */
export interface AuditNames {
  articleId?: number;
  articleSlug?: string;
  articleTitle?: string;
  documentId?: number;
  documentTitle?: string;
  subject?: string;
}

/**
 * One publishable kind, as the kernel (write-path.ts, one-trash.ts) drives it: how its rows are found, named,
 * judged public, announced and kept as revisions. Each feature defines its own and registers it.
 */
export interface PublishableDefinition<Row extends PublishableRow> {
  kind: PublishableKind;
  entity: EntityClass<Row>;
  /** The primary key's property. */
  key: 'id' | 'slot';
  /** The key as an address gives it, or null when it can name no item of the kind. */
  parseKey(raw: string): ItemKey | null;
  keyOf(row: Row): ItemKey;
  title(row: Row): string;
  /** A release's address, shown in the trash. */
  slug?(row: Row): string;
  auditNames(row: Row): AuditNames;
  /** Whether the public sees it at `now`: the publication rule where the kind schedules, else "not in the trash". */
  isPublic(row: Row, now: Date): boolean;
  /** What an announcement of a change to it names: the cached pages and CDN copies that showed it drop. */
  topics(row: Row): PublicTopic[];
  steps: readonly LifecycleStep[];
  /** Keeps a full copy of what a write left, in the write's transaction. */
  revision?(em: EntityManager, row: Row, actor: Actor, now: Date): void;
  /** Ends the preview links issued so far (a trash, a restore). */
  endPreviews?(row: Row): void;
  /** Its publications start the publication hooks (a release's e-mail alerts). */
  hooks?: boolean;
  notFound: string;
  /** The answer to an edit made on a version another save has replaced. */
  stale: string;
  /** The answer when a unique column (a release's slug) is taken by a concurrent write. */
  duplicate?: string;
  notInTrash: string;
}

/** A definition of any kind, as the registry holds it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds each kind's own row type; the kernel's functions take them back typed
export type AnyDefinition = PublishableDefinition<any>;

/** The integer key of every kind named by its number. */
export function numericKey(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The kinds the site has, each registered by its feature; the trash and its purge read them all. */
export interface PublishableKinds {
  register(definition: AnyDefinition): void;
  get(kind: PublishableKind): AnyDefinition | undefined;
  all(): AnyDefinition[];
}

export function publishableKinds(): PublishableKinds {
  const kinds = new Map<PublishableKind, AnyDefinition>();
  return {
    register: (definition) => void kinds.set(definition.kind, definition),
    get: (kind) => kinds.get(kind),
    all: () => [...kinds.values()],
  };
}
