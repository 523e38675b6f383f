import { describe, expect, it } from 'vitest';
import { noticesStore } from '@src/state/notices';
import { shownFollow, shownLike, socialStore } from '@src/state/social/social-store';
import { fakeApi } from './helpers/fake-api';

const listed = { liked: false, likes: 7 };
const heart = () => shownLike(socialStore.getState().likes.get(3), listed);

describe('the social store', () => {
  it('flips a heart at once, settles on the answer, and yields to a list loaded since', async () => {
    fakeApi({ 'POST /maps/3/like': { status: 200, body: { liked: true, likes: 9 } } });
    const liking = socialStore.getState().toggleLike(3, listed);
    expect(heart()).toEqual({ liked: true, likes: 8 });
    await liking;
    expect(heart()).toEqual({ liked: true, likes: 9 });
    expect(shownLike(socialStore.getState().likes.get(3), { liked: true, likes: 10 })).toEqual({
      liked: true,
      likes: 10,
    });
  });

  it('flips a heart back when the call fails, with a notice', async () => {
    fakeApi({ 'POST /maps/3/like': { status: 500, body: { error: 'Error', code: 'INTERNAL' } } });
    await socialStore.getState().toggleLike(3, listed);
    expect(heart()).toEqual(listed);
    expect(noticesStore.getState().notices.map((notice) => notice.messageKey)).toEqual(['online:like.failed']);
  });

  it('follows, and answers why an unfollow failed', async () => {
    fakeApi({ 'POST /user/follow/luis': { status: 200, body: { message: 'Has comenzado a seguir a luis' } } });
    expect(await socialStore.getState().toggleFollow('luis', false)).toBeNull();
    expect(shownFollow(socialStore.getState().follows.get('luis'), false)).toBe(true);
    fakeApi({
      'POST /user/follow/luis': { status: 404, body: { error: 'Usuario no encontrado', code: 'USER_NOT_FOUND' } },
    });
    expect(await socialStore.getState().toggleFollow('luis', true)).toEqual(expect.any(String));
    expect(socialStore.getState().followsSending.size).toBe(0);
  });
});
