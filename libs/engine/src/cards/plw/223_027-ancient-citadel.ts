// Ancient Citadel (plw, 223_027): objective — the second way: played on your crew or Away Team holding at least four Klingon personnel with Honor, or four Klingon [OS] personnel with SECURITY; you draw up to three cards, then it is discarded. The first way (seeded or played on your [P] mission whose lore says "23rd century", making your [Non][OS] personnel whose lore names that planet Klingon even out of play) is its manual way (behaviour/manual-ways.ts): the card list names no mission's planet.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DRAWING CARDS ("up to").
import { defineCard } from '../../behaviour/define';

export default defineCard('223_027', {
  title: 'Ancient Citadel',
  scenario: 'behaviour/holotos-objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'crew-or-away-team',
    whose: 'yours',
    with: [
      { filter: { affiliation: 'Klingon' }, skill: 'Honor', atLeast: 4 },
      { filter: { affiliation: 'Klingon', icons: ['OS'] }, skill: 'SECURITY', atLeast: 4 },
    ],
  },
  triggers: [{ on: 'played', effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-prefixes', whose: 'you', count: 3 }, pick: 1, upTo: true, chosen: 'drawn' }] }],
  duration: 'instant',
  manualWay: 'the first way: seeded or played on your [P] mission with "23rd century" in lore, your [Non][OS] personnel naming that planet in lore become [Kli] (even if not in play)',
});
