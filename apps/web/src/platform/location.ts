import type { DeviceLocation } from '@diary/store';

/** The browser's geolocation (WGS-84); null when the user has not allowed it or it is unavailable. */
export const webLocation: DeviceLocation = {
  current: () =>
    new Promise((resolve) => {
      if (!('geolocation' in navigator)) return resolve(null);
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        () => resolve(null),
        { timeout: 10_000, maximumAge: 60_000 },
      );
    }),
};
