// Chef (coldfront, 200_027): personnel — his owner's personnel with the Holographic and 22nd-century icons may report where he is; twice per game he may download Holodeck Door, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_027', {
  title: 'Chef',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'others-where-present', who: { icons: ['Holo', '22'] } }],
  skillDownloads: [{ titles: ['Holodeck Door'], times: 2 }],
});
