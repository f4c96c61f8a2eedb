/// <reference types="@tarojs/taro" />
declare const DIARY_API_BASE: string;
declare const DIARY_APP_VERSION: string;
