import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { fail } from '../errors/api-failure';

export interface VideoFacts {
  duration: number;
  width: number;
  height: number;
  /** Clockwise degrees the player turns the picture: 0, 90, 180 or 270. */
  rotation: number;
  createdAt?: Date;
}

/**
 * A video's length, size and rotation from its MP4/MOV boxes (no decoding). Width and height are
 * what is shown: swapped when the track is turned a quarter.
 */
export function videoFacts(video: Buffer): VideoFacts {
  const file = createFile();
  let movie: Movie | undefined;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => undefined;
  const buffer = MP4BoxBuffer.fromArrayBuffer(video.buffer.slice(video.byteOffset, video.byteOffset + video.byteLength) as ArrayBuffer, 0);
  try {
    file.appendBuffer(buffer);
    file.flush();
  } catch {
    movie = undefined;
  }
  const track = movie?.videoTracks[0];
  if (!movie || !track || !movie.timescale) return fail('invalidRequest', 'The video could not be read (damaged or incomplete)');
  const [a = 1, b = 0] = Array.from(track.matrix ?? []).map(Number);
  const rotation = (Math.round((Math.atan2(b, a) * 180) / Math.PI / 90) * 90 + 360) % 360;
  const quarterTurned = rotation === 90 || rotation === 270;
  const width = Math.round(track.track_width);
  const height = Math.round(track.track_height);
  const created = movie.created instanceof Date && movie.created.getUTCFullYear() >= 2000 ? movie.created : undefined;
  return {
    duration: movie.duration / movie.timescale,
    width: quarterTurned ? height : width,
    height: quarterTurned ? width : height,
    rotation,
    createdAt: created,
  };
}
