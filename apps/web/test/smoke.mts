import { launchBrowser, openContext } from './support/browser.ts';
const browser = await launchBrowser();
const { page } = await openContext(browser, 'phone');
await page.setContent('<p>x</p>');
console.log(await page.evaluate(() => [document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'), document.createElement('video').canPlayType('video/mp4')]));
await browser.close();
