// Three-Dimensional Thinking (fc, 109_058): interrupt — when one of your ships with the Borg Queen or a counterpart of yours aboard is being destroyed, your crew aboard moves to another ship of yours in play instead of dying (the engine plays it for you, before an Escape Pod).
//   1E rulebook › BATTLE › SHIP BATTLE › 8. Resolution; GETTING HURT › KILLED OR DESTROYED (behaviour/crew-relocation.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_058', {
  title: 'Three-Dimensional Thinking',
  scenario: 'behaviour/fcqc.spec.ts',
  permits: [
    {
      kind: 'relocates-crew-of-destroyed-ship',
      aboard: { anyOf: [{ titles: ['Borg Queen', 'Borg Queen (The Borg)', 'Borg Queen (Shades of Gray)'] }, { characteristic: 'Counterpart' }] },
    },
  ],
});
