// A shared page can be passed on by whoever sees it: to a chat, and to Moments (WeChat opens it there in its single-page mode).
export default definePageConfig({ navigationBarTitleText: '', enableShareAppMessage: true, enableShareTimeline: true });
