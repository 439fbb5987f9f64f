// Hunting Group (ha, 125_048): objective — seeds or plays on your space mission with a point box that does not show the Hirogen icon. You may attempt it with these requirements instead: an Alpha-Hirogen, your Hirogen ship there, and CUNNING + STRENGTH totalling more than three times the mission's points. When you solve it you may commandeer an opposing ship there whose SHIELDS, doubled, are less than your ships' total WEAPONS there (its crew captured); then the objective is discarded.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise": any personnel of yours
// may attempt it, as Establish Trade Route reads "you may attempt it"); SOLVING THE MISSION (the printed requirements
// stay open too); COMMANDEER; CAPTURE. "[Hir] ship": a Hirogen ship of yours at the mission (objective-ship-terms.ts).
// "(CUNNING + STRENGTH) > mission points x3": the requirement grammar's attribute sum with `{3P}` (objective-attempts.ts).
// The commandeering: choice pool `outgunned-ships-here` (`shieldsTimes: 2`), fate `commandeered-crew-captured`
// (battle-surrenders.ts); "you may": none picked, nothing commandeered; either way the objective is discarded.
export default defineCard('125_048', {
  title: 'Hunting Group',
  scenario: 'behaviour/hunting-group.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, space: true, pointBox: true, notAffiliationIcon: 'Hirogen' } },
  duration: 'on-target-mission',
  permits: [
    { kind: 'attempt-here', who: {} },
    { kind: 'alternative-requirements', requirements: 'Alpha-Hirogen + (CUNNING + STRENGTH)>{3P}', withShipMatching: { affiliations: ['Hirogen'] } },
  ],
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-you-solved-here',
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'outgunned-ships-here', shieldsTimes: 2 },
              pick: 1,
              upTo: true,
              chosen: 'commandeered-crew-captured',
              then: [{ kind: 'discard-self' }],
              ifNone: [{ kind: 'discard-self' }],
            },
          ],
        },
      ],
    },
  ],
});
