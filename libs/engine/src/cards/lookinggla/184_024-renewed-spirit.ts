// Renewed Spirit (lookinggla, 184_024): interrupt — unstops your non-Borg Away Team, or your non-Borg ship and its crew, at one of your universal missions, once per game per mission title; or, as a response to a Combo dilemma just encountered, nullifies one half of it.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_024', {
  title: 'Renewed Spirit',
  scenario: 'behaviour/combo-halves.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game-per-target-title' } },
  // Issue 15 (helper evint): behaviour/universal-mission-unstops.ts (`mission>planet` or `mission>ship`).
  targets: { kind: 'your-group-at-your-universal-mission' },
  triggers: [{ on: 'played', effects: [{ kind: 'unstop-chosen-group' }] }],
  modes: [
    {
      // Issue 15 (helper history): behaviour/combo-halves.ts (`dilemma#1` or `dilemma#2`); 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (responses before its effects).
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'combo-dilemma-half' },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-combo-half' }] }],
    },
  ],
});
