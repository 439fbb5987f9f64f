/**
 * The skill-box reader (issue 15, personnel pass): skills printed before a condition label stay
 * unconditional; commas and full stops separate skills; longer labels are read. The boxes below
 * are made up for the test (not card text).
 */
import { parseSkillBox } from './skill-box';

const read = (text: string) => parseSkillBox(text, 'OFFICER', () => undefined);

describe('parseSkillBox', () => {
  it('keeps the skills printed before a condition label unconditional, and the label on the skills after it', () => {
    const box = read('OFFICER Leadership Music If in [GQ]: Geology, Physics');
    expect(box.skills.map((s) => [s.name, s.condition ?? null])).toEqual([
      ['Leadership', null],
      ['Music', null],
      ['Geology', 'If in [GQ]'],
      ['Physics', 'If in [GQ]'],
    ]);
    expect(box.specialSkills).toEqual([]);
  });
  it('reads a list ending in a full stop, and a skill after a comma with its own condition', () => {
    const box = read(
      'OFFICER Honor At [S]: Biology, MEDICAL. Navigation, Law (if with another cadet).',
    );
    expect(box.skills.map((s) => [s.name, s.condition ?? null])).toEqual([
      ['Honor', null],
      ['Biology', 'At [S]'],
      ['MEDICAL', 'At [S]'],
      ['Navigation', null],
      ['Law', 'if with another cadet'],
    ]);
    expect(box.specialSkills).toEqual([]);
  });
  it('reads a label up to 48 characters, and leaves a sentence that names no skill as a special skill', () => {
    const box = read(
      'OFFICER If all your personnel present are [Films]: Physics. May do something unusual.',
    );
    expect(box.skills).toEqual([
      {
        name: 'Physics',
        level: 1,
        regular: true,
        condition: 'If all your personnel present are [Films]',
      },
    ]);
    expect(box.specialSkills).toEqual(['May do something unusual.']);
  });
});
