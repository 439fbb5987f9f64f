// Mek'leth (bog, 116_017): equipment — a Klingon blade: each of your Klingons present gets STRENGTH +2, every copy counting; it may also report where a Klingon of yours is.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_017', {
  title: "Mek'leth",
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['STRENGTH'], delta: 2, to: { characteristics: ['Klingon'] }, where: 'present', cumulative: true }],
  // Issue 15 (incidents-d): SpecialReport where a Klingon of yours is present (behaviour/reporting.ts).
  reports: [{ kind: 'self-where-present', with: { characteristic: 'Klingon' } }],
});
