// Flintlock Rifle (plw, 223_007): equipment — once each turn, discarding one of your universal Non-Aligned (or Non-Aligned
// [OS]) personnel present with it unstops stopped Klingons of your Away Team here without Honor, as many as the discarded
// personnel has skill dots ([*]), your pick ("up to": fewer allowed).
//   1E rulebook › THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; "Away Team here":
//   the rifle on a planet's surface (choices.ts › stopped-present, onPlanet). Both ways share the once-each-turn limit.
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const unstop: readonly Effect[] = [
  { kind: 'discard-target' },
  {
    kind: 'choose-cards',
    chooser: 'you',
    pool: { from: 'stopped-present', filter: { whose: 'yours', affiliation: 'Klingon', notSkill: 'Honor' }, onPlanet: true },
    pick: 99,
    pickCount: { kind: 'target-skill-dots' },
    upTo: true,
    chosen: 'unstopped',
  },
];

export default defineCard('223_007', {
  title: 'Flintlock Rifle',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  abilities: [
    { id: 'discard-universal', limit: 'once-per-turn', limitShared: 'flintlock', targets: { kind: 'personnel-present', filter: { whose: 'yours', affiliation: 'Non-Aligned', universal: true } }, effects: unstop },
    { id: 'discard-os', limit: 'once-per-turn', limitShared: 'flintlock', targets: { kind: 'personnel-present', filter: { whose: 'yours', affiliation: 'Non-Aligned', icon: 'OS' } }, effects: unstop },
  ],
});
