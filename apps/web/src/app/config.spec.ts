import { cardImageUrl } from './config';

describe('card images (CARD_IMAGE_URL passed by the api)', () => {
  it('are off without a template', () => {
    expect(cardImageUrl('101_146', { cardImageUrl: null })).toBeNull();
  });

  it('fill {id} with the Blueprint ID and {set} with its set id', () => {
    expect(cardImageUrl('101_146', { cardImageUrl: 'https://img.example/{set}/{id}.jpg' })).toBe('https://img.example/101/101_146.jpg');
    expect(cardImageUrl('155_012', { cardImageUrl: '/images/{id}.png?v={id}' })).toBe('/images/155_012.png?v=155_012');
  });
});
