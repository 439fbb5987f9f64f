// My Ship, My Crew (20th, 174_016): dilemma — the opponent names a classification; you choose: one random member of it is stopped, or three random members without it are.
import { defineCard } from '../../behaviour/define';

export default defineCard('174_016', {
  title: 'My Ship, My Crew',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'My Ship, My Crew',
    steps: [
      { kind: 'choose-mode', chooser: 'opponent', modes: ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN', 'ANIMAL'] },
      { kind: 'choose-mode', chooser: 'self', modes: ['one with it', 'three without it'] },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'OFFICER' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'OFFICER' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'OFFICER' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'OFFICER' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'ENGINEER' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'ENGINEER' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'ENGINEER' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'ENGINEER' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'MEDICAL' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'MEDICAL' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'MEDICAL' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'MEDICAL' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'SCIENCE' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'SCIENCE' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'SCIENCE' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'SCIENCE' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'SECURITY' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'SECURITY' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'SECURITY' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'SECURITY' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'V.I.P.' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'V.I.P.' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'V.I.P.' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'V.I.P.' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'CIVILIAN' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'CIVILIAN' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'CIVILIAN' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'CIVILIAN' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'ANIMAL' } }, { not: { mode: 'one with it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 1, filter: { classification: 'ANIMAL' } }, action: 'stop' } },
      { kind: 'only-if', test: { not: { anyOf: [{ not: { mode: 'ANIMAL' } }, { not: { mode: 'three without it' } }] } }, step: { kind: 'act', targets: { by: 'random', count: 3, filter: { notClassification: 'ANIMAL' } }, action: 'stop' } },
    ],
  },
});
