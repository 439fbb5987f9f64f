// Dominion War Efforts (ha, 125_018): event — seeded or played on your table; while it is there, your Assign Support Personnel may download a [Dom] or [Car] support personnel without being discarded (its `download-kept` ability, behaviour/table-titles.ts). Immune to Kevin Uxbridge.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_018', {
  title: 'Dominion War Efforts',
  scenario: 'behaviour/report-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  immuneTo: ['Kevin Uxbridge'],
});
