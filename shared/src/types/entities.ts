import type * as v from 'valibot';
import type * as schemas from '../contract/entities';

/**
 * Entity types exchanged with the server, inferred from the API contract's schemas
 * (`../contract/entities.ts`): written once, used by the server and every app.
 */
type Of<S extends v.GenericSchema> = v.InferOutput<S>;

export type Role = Of<typeof schemas.Role>;
export type User = Of<typeof schemas.User>;
export type NewUser = Of<typeof schemas.NewUser>;
export type SecurityQuestion = Of<typeof schemas.SecurityQuestion>;
export type SecurityAnswer = Of<typeof schemas.SecurityAnswer>;
export type Product = Of<typeof schemas.Product>;
export type QuantityRecord = Of<typeof schemas.QuantityRecord>;
export type BasketItem = Of<typeof schemas.BasketItem>;
export type BasketProduct = Of<typeof schemas.BasketProduct>;
export type Basket = Of<typeof schemas.Basket>;
export type Review = Of<typeof schemas.Review>;
export type Feedback = Of<typeof schemas.Feedback>;
export type Captcha = Of<typeof schemas.Captcha>;
export type ImageCaptcha = Of<typeof schemas.ImageCaptcha>;
export type Complaint = Of<typeof schemas.Complaint>;
export type Recycle = Of<typeof schemas.Recycle>;
export type Address = Of<typeof schemas.Address>;
export type Card = Of<typeof schemas.Card>;
export type DeliveryMethod = Of<typeof schemas.DeliveryMethod>;
export type OrderProduct = Of<typeof schemas.OrderProduct>;
export type Order = Of<typeof schemas.Order>;
export type StaffOrder = Of<typeof schemas.StaffOrder>;
export type DeliveryState = Of<typeof schemas.DeliveryState>;
export type Memory = Of<typeof schemas.Memory>;
export type DataExportRequest = Of<typeof schemas.DataExportRequest>;
export type DataExportResponse = Of<typeof schemas.DataExportResponse>;
export type DeluxeStatus = Of<typeof schemas.DeluxeStatus>;
export type Challenge = Of<typeof schemas.Challenge>;
export type Hint = Of<typeof schemas.Hint>;
export type ChallengeSolvedEvent = Of<typeof schemas.ChallengeSolvedEvent>;
export type CountryMapping = Of<typeof schemas.CountryMapping>;
export type TwoFactorStatus = Of<typeof schemas.TwoFactorStatus>;
export type LanguageEntry = Of<typeof schemas.LanguageEntry>;
export type AuthenticationResponse = Of<typeof schemas.AuthenticationResponse>;
export type TwoFactorRequiredResponse = Of<typeof schemas.TwoFactorRequiredResponse>;
export type TokenPayload = Of<typeof schemas.TokenPayload>;
export type SocialConfig = Of<typeof schemas.SocialConfig>;
export type ApplicationConfiguration = Of<typeof schemas.ApplicationConfiguration>;

export type { DataEnvelope } from '../contract/common';
