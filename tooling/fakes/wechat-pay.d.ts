export interface FakeTrade {
  method: 'native' | 'jsapi';
  appid: string;
  out_trade_no: string;
  total: number;
  notify_url: string;
  time_expire?: string;
  openid?: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  code_url?: string;
  prepay_id?: string;
}

export interface FakeNotice {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface NoticeChange {
  /** Fields of the transaction replaced in the sealed resource (e.g. a different amount). */
  transaction?: Record<string, unknown>;
  /** Signed at this moment instead of now (an old notice replayed). */
  signedAt?: Date;
  /** Signed with a key that is not WeChat Pay's. */
  forgeSignature?: boolean;
  apiV3Key?: string;
}

export interface FakeWechatPay {
  url: string;
  trades: Map<string, FakeTrade>;
  requests: { method: string; path: string; body: unknown; refused: string | undefined }[];
  notices: { status: number; body: string }[];
  pay(outTradeNo: string, options?: { notify?: boolean }): Promise<{ status: number; body: string } | undefined>;
  buildNotice(outTradeNo: string, change?: NoticeChange): FakeNotice;
  deliver(notice: FakeNotice): Promise<{ status: number; body: string }>;
  payUrl: string;
  deliverTo(origin: string): void;
  env: Record<string, string>;
  close(): Promise<void>;
}

export function startFakeWechatPay(options: { dir: string; appIds: string[]; clock?: () => Date }): Promise<FakeWechatPay>;
