export default definePageConfig({ navigationBarTitleText: '', enableShareAppMessage: true });
