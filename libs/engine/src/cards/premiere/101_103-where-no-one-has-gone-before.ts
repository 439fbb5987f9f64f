// Where No One Has Gone Before (premiere, 101_103): event — your ships may fly off one end of the spaceline and come in at the other.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_103', {
  title: 'Where No One Has Gone Before',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'wrap-spaceline' }],
});
