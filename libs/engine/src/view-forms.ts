import type { Card } from '@captains-log/cards';
import type { HiddenCard, PlayerView, VisibleCard } from './view';

/**
 * The compact form of a view (GET /games/:id?form=compact, issue 17): each visible card names its
 * definition (`card: "<id>"`) and the definitions travel once, in `cards`; everything else is the
 * view as it is. `viewChanges` is what a client holding the compact view at one revision needs to
 * reach another: the top-level fields that differ, the zones that differ (or went), and the
 * definitions it has not been sent yet. `applyViewChanges` and `inflateView` are the client's side
 * (the web table: apps/web/src/table/compact-view.ts), so both ends share one definition of the form.
 */
export type CompactCard = Omit<VisibleCard, 'card'> & { readonly card: string };
export type CompactView = Omit<PlayerView, 'zones'> & { readonly zones: Readonly<Record<string, readonly (CompactCard | HiddenCard)[]>> };

export interface CompactForm {
  readonly view: CompactView;
  readonly cards: Readonly<Record<string, Card>>;
}

export interface ViewChanges {
  /** top-level view fields (other than zones) whose value changed, with the new value */
  readonly changes: Partial<Omit<CompactView, 'zones'>>;
  /** zones that are new or whose cards changed, in full */
  readonly zones: Readonly<Record<string, readonly (CompactCard | HiddenCard)[]>>;
  /** zones that no longer exist (empty zones are not listed in views) */
  readonly removedZones: readonly string[];
  /** top-level fields the view no longer has (a choice answered, a forced battle fought, the infiltrators gone) */
  readonly removedFields: readonly string[];
  /** definitions of cards visible now that were not visible before */
  readonly cards: Readonly<Record<string, Card>>;
}

export function compactForm(view: PlayerView): CompactForm {
  const cards: Record<string, Card> = {};
  const zones: Record<string, (CompactCard | HiddenCard)[]> = {};
  for (const [zone, list] of Object.entries(view.zones)) {
    zones[zone] = list.map((entry) => {
      if ('hidden' in entry) return entry;
      cards[entry.card.id] ??= entry.card;
      return { ...entry, card: entry.card.id };
    });
  }
  return { view: { ...view, zones }, cards };
}

export function viewChanges(before: CompactForm, after: CompactForm): ViewChanges {
  const changes: Record<string, unknown> = {};
  const { zones: beforeZones, ...beforeRest } = before.view;
  const { zones: afterZones, ...afterRest } = after.view;
  for (const [field, value] of Object.entries(afterRest)) {
    if (JSON.stringify(value) !== JSON.stringify((beforeRest as Record<string, unknown>)[field])) changes[field] = value;
  }
  const zones: Record<string, readonly (CompactCard | HiddenCard)[]> = {};
  for (const [zone, list] of Object.entries(afterZones)) {
    const was = beforeZones[zone];
    if (was !== list && JSON.stringify(was) !== JSON.stringify(list)) zones[zone] = list;
  }
  const removedZones = Object.keys(beforeZones).filter((zone) => !(zone in afterZones));
  const removedFields = Object.keys(beforeRest).filter((field) => !(field in afterRest));
  const cards: Record<string, Card> = {};
  for (const [id, card] of Object.entries(after.cards)) if (!(id in before.cards)) cards[id] = card;
  return { changes: changes as ViewChanges['changes'], zones, removedZones, removedFields, cards };
}

/** What a client holding `held` has after applying changes computed from that revision. */
export function applyViewChanges(held: CompactForm, changes: ViewChanges): CompactForm {
  const zones: Record<string, readonly (CompactCard | HiddenCard)[]> = { ...held.view.zones, ...changes.zones };
  for (const zone of changes.removedZones) delete zones[zone];
  const view: Record<string, unknown> = { ...held.view, ...changes.changes, zones };
  // (an api older than removedFields sends none: what it removed then stays, as before)
  for (const field of changes.removedFields ?? []) delete view[field];
  return { view: view as unknown as CompactView, cards: { ...held.cards, ...changes.cards } };
}

/** The whole view a compact form stands for (each card's definition put back). */
export function inflateView(form: CompactForm): PlayerView {
  const zones: Record<string, (VisibleCard | HiddenCard)[]> = {};
  for (const [zone, list] of Object.entries(form.view.zones)) {
    zones[zone] = list.map((entry) => {
      if ('hidden' in entry) return entry;
      const card = form.cards[entry.card];
      if (!card) throw new Error(`the view names card ${entry.card}, whose definition is not held`);
      return { ...entry, card };
    });
  }
  return { ...form.view, zones };
}
