// Eminian Disintegration Protocol (tnz, 219_001): dilemma — the SECURITY (on a planet) or ENGINEER (in space) with the most skill dots dies; to get past, two SECURITY (planet) or two ENGINEER (space), or six non-Borg universal members.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_001', {
  title: 'Eminian Disintegration Protocol',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Eminian Disintegration Protocol',
    steps: [
      {
        kind: 'only-if',
        test: { at: 'planet' },
        step: { kind: 'act', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'opponent', filter: { skill: 'SECURITY' } }, action: 'kill' },
      },
      {
        kind: 'only-if',
        test: { at: 'space' },
        step: { kind: 'act', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'opponent', filter: { skill: 'ENGINEER' } }, action: 'kill' },
      },
      { kind: 'only-if', test: { at: 'planet' }, step: { kind: 'count', any: [{ require: 'SECURITY x2' }, { filter: { notAffiliation: 'Borg', universal: true }, atLeast: 6 }] } },
      { kind: 'only-if', test: { at: 'space' }, step: { kind: 'count', any: [{ require: 'ENGINEER x2' }, { filter: { notAffiliation: 'Borg', universal: true }, atLeast: 6 }] } },
    ],
  },
});
