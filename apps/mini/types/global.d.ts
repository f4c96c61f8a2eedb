/// <reference types="@tarojs/taro" />
declare const DIARY_API_BASE: string;
