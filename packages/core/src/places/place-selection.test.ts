import { describe, expect, it } from 'vitest';
import { addPlace, selectPlace, validatePlaceCount } from './place-selection';

const place = (id: string) => ({ id, name: `place ${id}` });

describe('places of a diary', () => {
  it('choosing a place replaces the selection', () => {
    expect(selectPlace([place('a')], place('b'))).toEqual([place('b')]);
  });

  it('choosing the selected place again deselects it', () => {
    expect(selectPlace([place('a')], place('a'))).toEqual([]);
  });

  it('up to 3 places: the third is added, the fourth is refused with "Up to add 3 places"', () => {
    const two = [place('a'), place('b')];
    const three = addPlace(two, place('c'));
    expect(three).toEqual({ ok: true, places: [place('a'), place('b'), place('c')] });
    expect(addPlace([place('a'), place('b'), place('c')], place('d'))).toEqual({ ok: false, message: { key: 'editor.placesMax', params: { max: 3 } } });
  });

  it('adding a place already there changes nothing', () => {
    expect(addPlace([place('a')], place('a'))).toEqual({ ok: true, places: [place('a')] });
  });

  it('the server refuses more than 3', () => {
    expect(validatePlaceCount(3)).toBeUndefined();
    expect(validatePlaceCount(4)).toEqual({ key: 'editor.placesMax', params: { max: 3 } });
  });
});
