import { datePickerBounds, dayOfPickerText, decodeDate, encodeDate, exportNotice, maskPhone, pickerDayText, routePath, type Message } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import { updateProfile } from '../session/profile';
import type { AppThunk, RootState } from '../store';

/** A new birthday picker starts twenty years back, where most people's are nearer than today. */
const BIRTHDAY_PICKER_YEARS_BACK = 20;

/** What the account page shows about the person (seed 2 §2.6), by the screens' clock. */
export interface AccountScreen {
  nickname: string | null;
  /** The phone, masked; null when none is set (the row then sets one). */
  phone: string | null;
  /** Where the phone row goes: set one, or change it. */
  phoneTarget: string;
  birthday: {
    /** The birthday, null when not set. */
    date: Date | null;
    /** As the day picker writes it (`YYYY-MM-DD`). */
    text: string | null;
    /** Where the picker opens, and the days it allows (not after today). */
    start: Date;
    first: Date;
    last: Date;
  };
  /** When the next export may be made (once every 7 days). */
  exportNote: Message;
}

export const selectAccountScreen = createSelector(
  [(state: RootState) => state.session.user, (state: RootState) => state.screens.now],
  (user, nowText): AccountScreen => {
    const now = new Date(nowText);
    const birth = (user?.dateOfBirth && decodeDate(user.dateOfBirth)) || null;
    const bounds = datePickerBounds('birthday', now);
    const phone = user?.mobilePhoneNumber;
    return {
      nickname: user?.nicename || null,
      phone: phone ? maskPhone(phone) : null,
      phoneTarget: routePath(phone ? 'phoneChange' : 'setPhone'),
      birthday: {
        date: birth,
        text: birth && pickerDayText(birth),
        start: birth ?? new Date(now.getFullYear() - BIRTHDAY_PICKER_YEARS_BACK, 0, 1),
        first: bounds.first,
        last: bounds.last,
      },
      exportNote: exportNotice(user?.lastExportAt, now),
    };
  },
);

/** A birthday chosen (a date, or the day picker's `YYYY-MM-DD`): saved on the account. */
export function changeBirthday(day: Date | string): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const date = typeof day === 'string' ? dayOfPickerText(day) : day;
    if (!date) return false;
    return dispatch(updateProfile({ dateOfBirth: encodeDate(date) }));
  };
}
