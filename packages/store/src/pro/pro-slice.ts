import type { OrderRecord } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

export interface ProState {
  /** Orders not paid yet (status 0), loaded at start. */
  unpaidOrders: OrderRecord[];
}

const initialState: ProState = { unpaidOrders: [] };

export const proSlice = createSlice({
  name: 'pro',
  initialState,
  reducers: {
    unpaidOrdersLoaded(state, action: PayloadAction<OrderRecord[]>) {
      state.unpaidOrders = action.payload;
    },
    orderCreated(state, action: PayloadAction<OrderRecord>) {
      state.unpaidOrders.unshift(action.payload);
    },
    /** Cancelled (or otherwise no longer unpaid): it leaves the list. */
    orderClosed(state, action: PayloadAction<string>) {
      state.unpaidOrders = state.unpaidOrders.filter((order) => order.objectId !== action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
