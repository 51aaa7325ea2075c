import { Random } from '../random.js';
import type { ReviewRecord } from './reviews.js';

/** Photos and videos of a review as Ozon links them (its CDN, portrait phone shots), derived from the id. */
export function reviewMedia(seed: number, review: ReviewRecord) {
  const random = new Random(seed, 'review-media', review.id);
  const file = () => Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  const photos = Array.from({ length: review.photos }, () => {
    const [width, height] = random.pick([
      [1000, 1333],
      [1200, 1600],
      [1080, 1440],
      [1333, 1000],
    ]);
    return { url: `https://cdn1.ozone.ru/s3/rp-photo-${random.int(1, 9)}/${file()}.jpeg`, width, height };
  });
  const videos = Array.from({ length: review.videos }, () => {
    const name = file();
    return {
      url: `https://cdn1.ozone.ru/s3/rp-video-${random.int(1, 4)}/${name}.mp4`,
      preview_url: `https://cdn1.ozone.ru/s3/rp-video-preview/${name}.jpeg`,
      short_video_preview_url: `https://cdn1.ozone.ru/s3/rp-video-preview/${name}-short.mp4`,
      width: 720,
      height: 1280,
    };
  });
  return { photos, videos };
}
