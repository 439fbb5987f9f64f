// Maturation Chamber (borg, 124_016): equipment — once each turn, one of two ways (one shared limit): in place of one card draw,
// download a universal Drone to where the Chamber is; or report a universal Drone from hand to the Chamber for free (aboard its
// facility or ship, or onto its planet).
//   1E rulebook › DOWNLOADING; › END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of one card draw");
//   PLAYING "FOR FREE"; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

/** "[Univ] drone": a universal personnel with the Drone characteristic. */
const universalDrone = { types: ['Personnel'], universal: true, characteristics: ['Drone'] } as const;

export default defineCard('124_016', {
  title: 'Maturation Chamber',
  scenario: 'behaviour/borg2.spec.ts',
  play: { window: { kind: 'report' } },
  abilities: [
    {
      // "Download to Chamber": where the Chamber lies (downloads.ts › placesHere, first place: aboard its ship or facility, or its planet).
      id: 'download-drone',
      limit: 'once-per-turn',
      limitShared: 'maturation-chamber',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download', filter: universalDrone, here: true },
      effects: [{ kind: 'download-target', here: true }],
    },
    {
      // "Report to Chamber … (for free)": the next command may report a universal Drone from hand to where the Chamber is, for
      // free (immediate-free-plays.ts, `here` `anyPlace`): aboard its facility, aboard its ship (even one that accepts no
      // reports), or onto its planet mission; every other reporting rule (compatibility, native quadrant) still applies.
      id: 'report-drone',
      limit: 'once-per-turn',
      limitShared: 'maturation-chamber',
      effects: [{ kind: 'open-immediate-free-play', filter: { types: ['Personnel'], unique: false, characteristic: 'Drone' }, here: true, anyPlace: true }],
    },
  ],
});
