// Stolen Cloaking Device (mm, 122_022): equipment — aboard your ship with a staffing icon, that ship has a Cloaking Device (a Federation ship only when it shows [MQ]; the Treachery case is played by hand).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_022', {
  title: 'Stolen Cloaking Device',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { staffing: 'some', notAffiliations: ['Federation'], unlessIcons: ['MQ'] } }],
  manual: ['not reporting aboard a [MQ] facility', 'a [Fed] non-[MQ] ship cloaking with [Fed] Treachery aboard'],
});
