// Operation Retrieve (PL, 238_005): event — a personnel you own that is a captive, or that the opponent controls, returns to your hand; one showing [Films] may at once report for free to one of your facilities or ships where it may report (the place is chosen with the target).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › CAPTURE (rescue); PLAYING "FOR FREE"; REPORTING FOR DUTY. Behaviour/retrieve-and-report.ts.
export default defineCard('238_005', {
  title: 'Operation Retrieve',
  scenario: 'behaviour/films.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel-to-retrieve', orControlled: true, reportIf: { icons: ['Films'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'retrieve-target-then-report' }] }],
});
