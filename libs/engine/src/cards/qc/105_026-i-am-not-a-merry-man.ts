// I Am Not a Merry Man! (qc, 105_026): event — played on any one Klingon, it lies on him; once each turn, at any time, its player
// may nullify one face-up [Q] icon event in play present with that Klingon (lying on him or on a card in his crew, Away Team or
// site, on the ship or facility he is aboard, or atop his planet). Not duplicatable (one copy in play in the whole game: 1E rulebook ›
// NOT DUPLICATABLE; discard-when.ts). Nullifying [Q] icon interrupts and dilemmas where present is manual.
//   1E rulebook › THE CARDS › EVENTS; NULLIFIERS; MISCELLANEOUS RULES › "HERE" AND "PRESENT". Behaviour/present-with-host.ts
//   (issue 15, helper partners; spec behaviour/present-with-host.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_026', {
  title: 'I Am Not a Merry Man!',
  scenario: 'behaviour/present-with-host.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'any', filter: { species: 'Klingon' } },
  duration: 'on-target-card',
  abilities: [
    {
      id: 'nullify-q-event',
      window: 'any-time',
      limit: 'once-per-turn',
      targets: { kind: 'card-present-with-host', filter: { types: ['Event'], qIcon: true } },
      effects: [{ kind: 'nullify-target' }],
    },
  ],
  manual: [
    '[Q] icon interrupts and dilemmas where that Klingon is present (Q cards drawn in a Q-Flash open no response window)',
  ],
  // Issue 15 (helper partials): the rulebook's "not duplicatable" (one copy anywhere), spec behaviour/present-with-host.spec.ts.
  notDuplicatable: true,
});
