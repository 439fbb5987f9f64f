// Forced-Labor Camp (roa, 117_054): objective — seeds or plays on Cardassia IV, Ligos VII, or your planet mission requiring Geology or Archaeology: your Cardassian and Ferengi personnel may attempt it. On Cardassia IV or Ligos VII your requirements there become SECURITY + Geology + STRENGTH > twice the points. Once you have solved it, you draw one more card at the end of each turn while you escort a captive on that planet.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION; CAPTURE
// (escorted); THE PLAY PHASE › END OF TURN. Behaviour/objective-attempts.ts (`onlyAt`, `insteadOfPrinted`), escort-draws.ts.
// Places: place-table.ts (Cardassia IV: Rescue Prisoners); no mission of the card list lies at Ligos VII.
const camps = ['Cardassia IV', 'Ligos VII'];

export default defineCard('117_054', {
  title: 'Forced-Labor Camp',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { anyOf: [{ planet: true, atPlaces: camps }, { yours: true, planet: true, requiringAny: ['Geology', 'Archaeology'] }] } },
  duration: 'on-target-mission',
  permits: [
    { kind: 'attempt-here', who: { affiliations: ['Cardassian', 'Ferengi'] } },
    { kind: 'alternative-requirements', requirements: 'SECURITY + Geology + STRENGTH>{2P}', onlyAt: camps, insteadOfPrinted: true },
  ],
  drawsWhileEscortingHere: { count: 1 },
});
