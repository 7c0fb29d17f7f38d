import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const AuthorizeQuery = v.object({
  client_id: text(200),
  response_type: text(20),
  scope: v.optional(text(200)),
  redirect_uri: text(500),
});

/** The sign-in page's form post (application/x-www-form-urlencoded). */
export const ApproveBody = v.object({ client_id: text(200), redirect_uri: text(500), email: text(320) });

export const UserInfoQuery = v.object({ access_token: v.optional(text(200)), alt: v.optional(text(10)) });

/** A profile picture linked by its address (the shop fetches it). */
export const ProfileImageUrlBody = v.object({ imageUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) });

/** The legacy profile page's form post (application/x-www-form-urlencoded): a username and, optionally, a picture from another site. */
export const ProfileForm = v.object({ username: text(300), picture: v.optional(text(500)) });

export const RedirectQuery = v.object({ to: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) });

// Any name: the route itself checks it (and is where nullByteChallenge's flaw is marked).
export const FtpFileParams = v.object({ file: v.string() });

/**
 * Routes that answer with a page, a redirect or a file rather than JSON, but take params or a
 * query: the loopback OAuth provider, the redirect through the allow list, the /ftp files, the
 * support team's logs.
 */
export const links = {
  oauthAuthorize: endpoint({ method: 'GET', path: PATHS.oauthAuthorize, query: AuthorizeQuery }),
  oauthApprove: endpoint({ method: 'POST', path: PATHS.oauthAuthorize, body: ApproveBody, bodyType: 'form' }),
  oauthUserInfo: endpoint({
    method: 'GET',
    path: PATHS.oauthUserInfo,
    query: UserInfoQuery,
    response: v.object({ id: v.string(), email: v.string(), verified_email: v.boolean() }),
  }),
  redirect: endpoint({ method: 'GET', path: PATHS.redirect, query: RedirectQuery }),
  profileImageUrl: endpoint({
    method: 'POST',
    path: PATHS.profileImageUrl,
    body: ProfileImageUrlBody,
    response: v.object({ status: v.optional(v.string()), data: v.object({ profileImage: v.string() }) }),
  }),
  profileUpdate: endpoint({ method: 'POST', path: PATHS.profile, body: ProfileForm, bodyType: 'form' }),
  ftpFile: endpoint({ method: 'GET', path: PATHS.ftpFile, params: FtpFileParams }),
  supportLog: endpoint({ method: 'GET', path: PATHS.supportLog, params: v.object({ file: text(200) }) }),
  orderPdf: endpoint({ method: 'GET', path: PATHS.orderPdf, params: v.object({ orderId: text(200) }) }),
  // The promo video's subtitles (WebVTT) in a language of the shop (pt_BR, zh_CN, …).
  promotionSubtitles: endpoint({ method: 'GET', path: PATHS.promotionSubtitles, params: v.object({ language: v.pipe(v.string(), v.regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'language must be a language code such as en or pt_BR.')) }) }),
};
