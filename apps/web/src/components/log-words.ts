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
): string {
  return describeEvent(data, {
    names,
    title,
    location: (id) => {
      const location = view.locations[id];
      const mission = location?.missions[0];
      return (mission && title(mission)) || location?.name || null;
    },
  });
}
