// Emergency Evacuation (roa, 117_036): incident — seeds or plays on your table. When a ship or facility of yours is being
// destroyed with your personnel aboard, they go to the surface of a planet at that location, or (at a space location) an
// Escape Pod is downloaded — even while Computer Crash is in play — and takes them; the incident is then discarded. "You
// may": taken unless its owner declined it beforehand (the `decline` ability, at any time between actions).
//   1E rulebook › DOWNLOADING; GETTING HURT › KILLED OR DESTROYED; MISCELLANEOUS RULES › TIMING. Behaviour/
//   ship-destruction-saves.ts (`evacuates-crew-of-destroyed`), standing-declines.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_036', {
  title: 'Emergency Evacuation',
  scenario: 'behaviour/ship-destruction-saves.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'evacuates-crew-of-destroyed', ways: ['planet', 'download-escape-pod'] }],
  abilities: [
    { id: 'decline', window: 'any-time', effects: [{ kind: 'toggle-standing-decline' }] },
  ],
  manual: [
    'the crew placed under an Abandon Ship! dilemma your ship just encountered (Abandon Ship! is not scripted)',
  ],
});
