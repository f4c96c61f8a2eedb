import type { OrderRecord, PaymentMethod } from '@diary/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESET_ALL } from '../reset';

/** An order being paid now: what the page shows (the QR link, the price, until when) and how it ended. */
export interface Paying {
  orderId: string;
  method: PaymentMethod;
  price: number;
  expiresAt?: string;
  /** A Native order's link, drawn as the QR code to scan. */
  codeUrl?: string;
  outcome: 'waiting' | 'paid' | 'closed';
  /** Which start this is: a follow belongs to one start, so continuing the same order again does not follow it twice. */
  attempt: number;
}

export interface ProState {
  /** Orders not paid yet (status 0), loaded at start. */
  unpaidOrders: OrderRecord[];
  paying: Paying | null;
  /** How many payments were started (the next one's attempt). */
  payingStarts: number;
}

const initialState: ProState = { unpaidOrders: [], paying: null, payingStarts: 0 };

export const proSlice = createSlice({
  name: 'pro',
  initialState,
  reducers: {
    unpaidOrdersLoaded(state, action: PayloadAction<OrderRecord[]>) {
      state.unpaidOrders = action.payload;
    },
    orderCreated(state, action: PayloadAction<OrderRecord>) {
      state.unpaidOrders = [action.payload, ...state.unpaidOrders.filter((order) => order.objectId !== action.payload.objectId)];
    },
    /** Cancelled, paid or expired: it leaves the unpaid list. */
    orderClosed(state, action: PayloadAction<string>) {
      state.unpaidOrders = state.unpaidOrders.filter((order) => order.objectId !== action.payload);
    },
    payingStarted(state, action: PayloadAction<Omit<Paying, 'outcome' | 'attempt'>>) {
      state.payingStarts += 1;
      state.paying = { ...action.payload, outcome: 'waiting', attempt: state.payingStarts };
    },
    payingEnded(state, action: PayloadAction<{ orderId: string; outcome: 'paid' | 'closed' }>) {
      if (state.paying?.orderId === action.payload.orderId) state.paying.outcome = action.payload.outcome;
    },
    /** The page stops following the order (closed, or the person left); the order itself stays as it is. Given an attempt, only that one. */
    payingDismissed(state, action: PayloadAction<number | undefined>) {
      if (action.payload === undefined || state.paying?.attempt === action.payload) state.paying = null;
    },
  },
  extraReducers: (builder) => builder.addCase(RESET_ALL, () => initialState),
});
