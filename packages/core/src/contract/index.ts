import {
  changePhoneNumber,
  deleteAccount,
  exportDiaries,
  getFeatures,
  loginByMobilePhone,
  logout,
  requestChangePhoneNumber,
  requestSmsCode,
  startFreeTrial,
  verifySmsCode,
} from './account';
import { addItem, batchOpItems, checkItem, deleteItem, getItemById, getItemList, updateItem } from './items';
import { censorImage, deleteDirFile, deleteFile, getMediaBase, getUploadToken, uploadFile } from './media';
import { addOrder, cancelOrder, checkOrder, payOrder } from './membership';
import { getSharedDiary, getSharedList } from './shared';
import { getRelatedDiaries } from './related';
import { askDiary, deleteKeptAnswer, getKeptAnswers } from './assistant';
import { exportArchive, getImportProgress, startImport } from './transfer';
import { getInsights } from './insights';
import { getWeather, ipLocation, reverseGeocode, searchPlaces } from './utils';
import {
  getAccessToken,
  getAuthData,
  getBindWechatStatus,
  getOffiaccountAccessToken,
  getOffiaccountAuthData,
  getPhoneNumber,
  getPhoneStatus,
  getUnionidStatus,
  getWebappAuthData,
  getWechatQrParams,
  loginByWechat,
  msgSecCheck,
  mutateBindWechat,
  mutateUnbindWechat,
} from './wechat';
import { sendTogether } from './batch';
import type { RequestDefinition } from './define';

export * from './define';
export * from './item-schemas';
export * from './account';
export * from './wechat';
export * from './items';
export * from './media';
export * from './membership';
export * from './shared';
export * from './utils';
export * from './transfer';
export * from './insights';
export * from './assistant';
export * from './related';
export * from './batch';

/** Every request type of the contract in reading order (docs/api.md follows it). */
const ALL_REQUESTS: readonly RequestDefinition[] = [
  requestSmsCode,
  verifySmsCode,
  loginByMobilePhone,
  logout,
  requestChangePhoneNumber,
  changePhoneNumber,
  deleteAccount,
  exportDiaries,
  exportArchive,
  startImport,
  getImportProgress,
  getFeatures,
  getAccessToken,
  getOffiaccountAccessToken,
  getAuthData,
  getWechatQrParams,
  getWebappAuthData,
  getOffiaccountAuthData,
  getPhoneNumber,
  getPhoneStatus,
  getUnionidStatus,
  loginByWechat,
  mutateBindWechat,
  mutateUnbindWechat,
  getBindWechatStatus,
  getItemList,
  getItemById,
  checkItem,
  addItem,
  updateItem,
  deleteItem,
  batchOpItems,
  startFreeTrial,
  addOrder,
  cancelOrder,
  payOrder,
  checkOrder,
  getSharedDiary,
  getSharedList,
  getInsights,
  getRelatedDiaries,
  askDiary,
  getKeptAnswers,
  deleteKeptAnswer,
  getUploadToken,
  getMediaBase,
  uploadFile,
  deleteFile,
  deleteDirFile,
  msgSecCheck,
  censorImage,
  getWeather,
  reverseGeocode,
  searchPlaces,
  ipLocation,
  sendTogether,
];

/** Every request type of the contract, by its `type`. The server dispatches on this; docs/api.md is generated from it. */
export const REQUESTS: Readonly<Record<string, RequestDefinition>> = Object.fromEntries(ALL_REQUESTS.map((d) => [d.type, d]));

/** The request types answered at POST /restful. */
export const RESTFUL_REQUEST_TYPES = ALL_REQUESTS.filter((d) => d.path === '/restful').map((d) => d.type);
