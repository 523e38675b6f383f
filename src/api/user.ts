import type { z } from 'zod';
import type { MessageResponse } from '@src/contract/common';
import type {
  bannersResponse,
  ChangePasswordRequest,
  changePasswordResponse,
  DeleteAccountRequest,
  followingStatusResponse,
  followListResponse,
  FollowListQuery,
  LevelUpResponse,
  Profile,
  profilePicsResponse,
  ProfileUpdateRequest,
  profileUpdateResponse,
  newplayerUpdateResponse,
  UserData,
} from '@src/contract/user';
import { http } from './http';

/** User calls of spec section 7 (and the account extras: delete, newplayer flag). */
export type FollowListKind = 'followers' | 'following';
export type FollowList = z.infer<typeof followListResponse>;
export type ProfileUpdateResult = z.infer<typeof profileUpdateResponse>;
export type ChangePasswordResult = z.infer<typeof changePasswordResponse>;

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export async function getUserData(): Promise<UserData> {
  return (await http.get<UserData>('/user/data')).data;
}

export async function levelUp(): Promise<LevelUpResponse> {
  return (await http.get<LevelUpResponse>('/user/levelup')).data;
}

export async function getBanners(): Promise<string[]> {
  return (await http.get<z.infer<typeof bannersResponse>>('/user/banners')).data.banners;
}

export async function getProfilePics(): Promise<string[]> {
  return (await http.get<z.infer<typeof profilePicsResponse>>('/user/profile-pics')).data.profileImages;
}

export async function getProfile(username: string): Promise<Profile> {
  return (await http.get<Profile>(`/user/mi_perfil/${path(username)}`)).data;
}

export async function getFollowingStatus(username: string): Promise<boolean> {
  return (await http.get<z.infer<typeof followingStatusResponse>>(`/user/following_status/${path(username)}`)).data
    .isFollowing;
}

/** One page of a follow list; `total` says how many there are in all. */
export async function getFollowList(
  kind: FollowListKind,
  username: string,
  page: FollowListQuery,
): Promise<FollowList> {
  return (await http.get<FollowList>(`/user/${path(kind, username)}`, { params: page })).data;
}

/** Sentences the follow call answers with once it has started following (Spanish and English). */
const startedFollowing = ['Has comenzado a seguir', 'You started following'];

/** Toggles following; the answer's text decides the new state (spec section 4). Resolves to "now following". */
export async function toggleFollow(username: string): Promise<boolean> {
  const { message } = (await http.post<MessageResponse>(`/user/follow/${path(username)}`)).data;
  return startedFollowing.some((sentence) => message.startsWith(sentence));
}

export async function updateProfile(body: ProfileUpdateRequest): Promise<ProfileUpdateResult> {
  return (await http.put<ProfileUpdateResult>('/user/profile_update', body)).data;
}

/** The answer carries a fresh token: the change invalidates every older one. */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResult> {
  return (await http.put<ChangePasswordResult>('/user/change_password', body)).data;
}

export async function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return (await http.delete<MessageResponse>('/user/account', { data: body })).data;
}

export async function setNewplayer(newplayer: boolean): Promise<z.infer<typeof newplayerUpdateResponse>> {
  return (await http.put<z.infer<typeof newplayerUpdateResponse>>('/user/newplayer', { newplayer })).data;
}
