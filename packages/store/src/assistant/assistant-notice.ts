import { assistantNotice } from '@diary/core';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

/** What this server's assistant does with a question (core assistantNotice), as the landing page says it. */
export const selectAssistantNotice = createSelector([(state: RootState) => state.app.features?.assistant], assistantNotice);
