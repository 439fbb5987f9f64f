// Maturation Chamber (borg, 124_016): equipment — once each turn, one of two ways (one shared limit): in place of one card draw,
// download a universal Drone to where the Chamber is; or report a universal Drone from hand to the Chamber for free.
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
      // "Report to Chamber … (for free)": the next command may report a universal Drone from hand aboard the Chamber's ship or
      // facility for free (immediate-free-plays.ts, `here`); every other reporting rule still applies.
      id: 'report-drone',
      limit: 'once-per-turn',
      limitShared: 'maturation-chamber',
      effects: [{ kind: 'open-immediate-free-play', filter: { types: ['Personnel'], unique: false, characteristic: 'Drone' }, here: true }],
    },
  ],
  manual: ['a free report to the Chamber while it lies on a planet (the free play is opened only aboard a ship or facility), or aboard a ship that accepts no reports'],
});
