// Tedious Soiree (crossover, 181_015): dilemma — the opponent names a classification or a subcommand icon; all members with it but one of your choice are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_015', {
  title: 'Tedious Soiree',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Tedious Soiree',
    steps: [
      { kind: 'choose-mode', chooser: 'opponent', modes: ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN', 'ANIMAL', '[Com]', '[Nav]', '[Def]'] },
      { kind: 'only-if', test: { mode: 'OFFICER' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'OFFICER' } } },
      { kind: 'only-if', test: { mode: 'OFFICER' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'OFFICER' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'ENGINEER' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'ENGINEER' } } },
      { kind: 'only-if', test: { mode: 'ENGINEER' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'ENGINEER' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'MEDICAL' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'MEDICAL' } } },
      { kind: 'only-if', test: { mode: 'MEDICAL' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'MEDICAL' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'SCIENCE' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'SCIENCE' } } },
      { kind: 'only-if', test: { mode: 'SCIENCE' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'SCIENCE' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'SECURITY' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'SECURITY' } } },
      { kind: 'only-if', test: { mode: 'SECURITY' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'SECURITY' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'V.I.P.' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'V.I.P.' } } },
      { kind: 'only-if', test: { mode: 'V.I.P.' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'V.I.P.' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'CIVILIAN' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'CIVILIAN' } } },
      { kind: 'only-if', test: { mode: 'CIVILIAN' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'CIVILIAN' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'ANIMAL' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { classification: 'ANIMAL' } } },
      { kind: 'only-if', test: { mode: 'ANIMAL' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { classification: 'ANIMAL' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: '[Com]' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { icon: 'Com' } } },
      { kind: 'only-if', test: { mode: '[Com]' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { icon: 'Com' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: '[Nav]' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { icon: 'Nav' } } },
      { kind: 'only-if', test: { mode: '[Nav]' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { icon: 'Nav' } }, action: 'stop' } },
      { kind: 'only-if', test: { mode: '[Def]' }, step: { kind: 'pick-add', how: { chooser: 'self' }, filter: { icon: 'Def' } } },
      { kind: 'only-if', test: { mode: '[Def]' }, step: { kind: 'act', targets: { by: 'unpicked', filter: { icon: 'Def' } }, action: 'stop' } },
    ],
    manual: ['nullified by playing an Incoming Message (a response declared by hand)'],
  },
});
