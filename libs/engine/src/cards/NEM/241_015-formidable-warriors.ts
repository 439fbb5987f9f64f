// Formidable Warriors (NEM, 241_015): incident — on its owner's table; no effect while they have a time location, a treaty or a Non-Aligned card in play. While their Reshape the Quadrant is in play, their Remans show [DS9], and once each turn one Reman (so a [DS9] one) or one equipment with "Reman" in its title reports for free.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects; "nullified if …" read as "no effect while …").
// Behaviour/table-icon-grants.ts (`characteristics`, `whenAny`, `unlessAny`), free-reports.ts (`unlessAny`, `equipmentTitleWord`), table-conditions.ts (`your-card-in-play`).
const reshape = [{ kind: 'your-card-in-play', titles: ['Reshape the Quadrant'] }] as const;
const nullifiers = [{ kind: 'your-card-in-play', titlePrefixes: ['Treaty'], nonAligned: true, timeLocation: true }] as const;

export default defineCard('241_015', {
  title: 'Formidable Warriors',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  tableIconGrant: { types: ['Personnel'], characteristics: ['Reman'], whenAny: reshape, unlessAny: nullifiers, icons: ['DS9'] },
  permits: [{ kind: 'free-report', who: { characteristics: ['Reman'], icons: ['DS9'] }, equipmentTitleWord: 'Reman', whenAny: reshape, unlessAny: nullifiers }],
});
