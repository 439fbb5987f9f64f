/**
 * The words of a logged event as the live table and the judge's page both say them: players by
 * name, cards by the titles known, and a location by its mission's title (a location's own `name`
 * is the engine's lower-case key: "first contact", where the board shows "First Contact").
 */
import { describeEvent } from '@captains-log/replay';
import type { PlayerView } from '@captains-log/engine';

export function logWords(
  data: Record<string, unknown> & { type: string },
  view: Pick<PlayerView, 'locations'>,
  names: Readonly<Record<string, string>>,
  title: (iid: string) => string | null,
  /** an earlier event's words (the table: players see no event numbers); without it, "event N" */
  event?: (revision: number) => string | null,
): string {
  return describeEvent(data, {
    names,
    title,
    location: (id) => locationName(view, id, title),
    ...(event ? { event } : {}),
  });
}

/** A location by its mission's title when the title is known, else by its own name. */
export function locationName(view: Pick<PlayerView, 'locations'>, id: string, title: (iid: string) => string | null): string | null {
  const location = view.locations[id];
  const mission = location?.missions[0];
  return (mission && title(mission)) || location?.name || null;
}

/** The titles of the face-up cards a view shows, by instance. */
export function titlesOf(view: Pick<PlayerView, 'zones'>): Map<string, string> {
  const titles = new Map<string, string>();
  for (const zone of Object.values(view.zones)) for (const c of zone) if (!('hidden' in c)) titles.set(c.iid, c.card.title);
  return titles;
}
