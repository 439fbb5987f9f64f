// A Change of Plans (fc, 109_038): interrupt — your current objective leaves play: returned to your hand when you have a Borg Queen in play, discarded otherwise. Downloading a [BO] Objective card (and choosing to do only some of it) stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_038', {
  title: 'A Change of Plans',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'drop-current-objective', toHandWith: 'Borg Queen' }] }],
  manual: ['downloading one [BO] Objective card', 'doing only some of the three (keeping the objective, or discarding it with the Borg Queen in play)'],
});
