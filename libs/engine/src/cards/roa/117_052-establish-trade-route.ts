// Establish Trade Route (roa, 117_052): objective — seeded or played onto a space mission with a point box you seeded, lying atop it; when you solve that mission you may download Ferengi Trading Post here (built by its own rules, the place named by this card) and with it up to two Equipment here; then the objective is discarded. Any personnel of yours may attempt it, also with Greed + Acquisition x3 + CUNNING over twice its points while you have a freighter, a transport or a Ferengi ship there.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_052', {
  title: 'Establish Trade Route',
  scenario: 'behaviour/objective-ship-terms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, space: true, pointBox: true } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  // Issue 15 (helper objectives): "You may attempt it using these requirements" — the ship term is a ship of yours at the
  // mission (objective-ship-terms.ts › shipTermHere); "freighter" / "transport": the word in its class or characteristics.
  permits: [
    { kind: 'attempt-here', who: {} },
    {
      kind: 'alternative-requirements',
      requirements: 'Greed + Acquisition x3 + CUNNING>{2P}',
      withShipMatching: { anyOf: [{ classWords: ['freighter', 'transport'] }, { affiliations: ['Ferengi'] }] },
    },
  ],
  solvedHere: { main: { titles: ['Ferengi Trading Post'] }, plus: { filter: { types: ['Equipment'] }, max: 2 }, here: true, thenDiscard: true },
});
