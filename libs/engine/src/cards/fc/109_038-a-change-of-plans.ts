// A Change of Plans (fc, 109_038): interrupt — your current objective leaves play (back to your hand when you have a Borg Queen in play, discarded otherwise); played the other way, it then downloads a [BO] Objective card as your new current objective, with its target.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_038', {
  title: 'A Change of Plans',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'drop-current-objective', toHandWith: 'Borg Queen' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'objective-to-download', icons: ['BO'] },
      triggers: [{ on: 'played', effects: [{ kind: 'drop-current-objective', toHandWith: 'Borg Queen' }, { kind: 'download-objective' }] }],
    },
  ],
});
