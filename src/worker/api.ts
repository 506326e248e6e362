// The typed calls of this release, each parsed by the zod contract. Screens reach them through
// feature modules, never through fetch.
import { AvailabilityAnswer, CATALOGUE_API, type AvailabilityBody } from '../api/catalogue';
import {
  AdminConditionsList,
  ConditionDecisionAnswer,
  OpenConditionsList,
  PublishedCondition,
  type ConditionDecisionBody,
  type PublishConditionBody,
} from '../../modules/conditions/contract';
import {
  CustomerSettingsAnswer,
  SaveCustomerSettingsAnswer,
  TestCustomerSettingAnswer,
  type SaveCustomerSettingsBody,
  type TestCustomerSettingBody,
} from '../../modules/customerSettings/contract';
import { API } from '../api/paths';
import { DomainSuggestions, HelpContact } from '../api/shell';
import {
  PUSH_API,
  PushPublicKey,
  type DeletePushSubscriptionBody,
  type PushSubscriptionBody,
} from '../api/push';
import {
  AdminRegistrations,
  DecisionAnswer,
  RegisterAnswer,
  RegisterConfig,
  RegisterSettings,
  TestUserExistsAnswer,
  type ApproveRegistrationBody,
  type RegistrationBody,
  type RejectRegistrationBody,
} from '../api/registration';
import {
  AdminUsersList,
  DomainConfig,
  ImpersonationAuditPage,
  LieferkundenList,
  MailOutbox,
  MailTestAnswer,
  Me,
  UserStoreEntry,
  type AdminUser,
  type Lieferkunde,
} from '../api/schemas';
import {
  RECIPE_UPLOAD_API,
  RecipeUploadList,
  UploadLinkAnswer,
} from '../../modules/recipeUpload/contract';
import {
  AdminSurvey,
  AdminSurveysList,
  type CreateSurveyBody,
} from '../../modules/surveys/contract';
import type { HttpClient } from './http';

export type { AdminUser, DomainConfig, ImpersonationAuditPage, Lieferkunde, MailOutbox, Me };
export type {
  AdminRegistrations,
  ApproveRegistrationBody,
  RegisterConfig,
  RegisterSettings,
  RegistrationBody,
  RejectRegistrationBody,
};
export type SessionUser = Me['user'];

export interface LieferkundenSearch {
  readonly search: string;
  readonly differential: boolean;
  readonly limit: number;
}

export function createApi(http: HttpClient) {
  const parseMe = (data: unknown) => Me.parse(data);

  return {
    domainConfig: () =>
      http.request({ method: 'GET', path: API.domainConfig, parse: (d) => DomainConfig.parse(d) }),

    /** Silent: "not logged in" is a normal answer at start-up, not an expired session. */
    me: () => http.request({ method: 'GET', path: API.me, parse: parseMe, silent: true }),

    login: (username: string, password: string) =>
      http.request({
        method: 'POST',
        path: API.login,
        body: { username, password },
        parse: parseMe,
        silent: true,
      }),

    logout: () => http.request<unknown>({ method: 'POST', path: API.logout, silent: true }),

    depersonate: () => http.request({ method: 'POST', path: API.depersonate, parse: parseMe }),

    lieferkunden: ({ search, differential, limit }: LieferkundenSearch) =>
      http.request({
        method: 'GET',
        path: API.lieferkunden,
        query: { search: search || undefined, differential, limit },
        parse: (d) => LieferkundenList.parse(d).items,
        // SPEC 8: a failed selection or search stops the loader without a message.
        silent: true,
      }),

    setCurrentLieferkunde: (LieferkundeNr: number, differential: boolean) =>
      http.request({
        method: 'PUT',
        path: API.currentLieferkunde,
        body: { LieferkundeNr, differential },
        parse: parseMe,
        silent: true,
      }),

    resetDifferential: () =>
      http.request({ method: 'POST', path: API.resetDifferential, parse: parseMe }),

    getAutologonLkndNr: () =>
      http.request({
        method: 'GET',
        path: API.userStore('autologon_lkndnr'),
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    setAutologonLkndNr: (value: string) =>
      http.request({
        method: 'PUT',
        path: API.userStore('autologon_lkndnr'),
        body: { value },
        parse: (d) => UserStoreEntry.parse(d).value,
        silent: true,
      }),

    adminUsers: (search: string) =>
      http.request({
        method: 'GET',
        path: API.adminUsers,
        query: { search: search || undefined },
        parse: (d) => AdminUsersList.parse(d).items,
      }),

    impersonate: (userId: string) =>
      http.request({
        method: 'POST',
        path: API.adminImpersonate,
        body: { userId },
        parse: parseMe,
      }),

    /** One page of the impersonation audit trail (Admin), newest first. */
    adminImpersonations: (cursor: string | null) =>
      http.request({
        method: 'GET',
        path: API.adminImpersonations,
        query: { cursor: cursor ?? undefined },
        parse: (d) => ImpersonationAuditPage.parse(d),
        // The section shows its own error state.
        silent: true,
      }),

    /** The mails written to the outbox folder, newest first, and how mail goes out (Admin). */
    adminMail: () =>
      http.request({
        method: 'GET',
        path: API.adminMail,
        parse: (d) => MailOutbox.parse(d),
        silent: true,
      }),

    /** Sends a test mail to the admin's own address; the answer names it. */
    adminMailTest: () =>
      http.request({
        method: 'POST',
        path: API.adminMailTest,
        body: {},
        parse: (d) => MailTestAnswer.parse(d),
        silent: true,
      }),

    /** The registration's countries and interests (public; the page shows its own error). */
    registerSettings: () =>
      http.request({
        method: 'GET',
        path: API.registerSettings,
        parse: (d) => RegisterSettings.parse(d),
        silent: true,
      }),

    /** The registration config: whether its acknowledgement must be ticked, and its text. */
    registerConfig: () =>
      http.request({
        method: 'GET',
        path: API.registerConfig,
        parse: (d) => RegisterConfig.parse(d),
        silent: true,
      }),

    /** Whether a user or a pending registration has this address (SPEC 7 BenutzerExistiert). */
    testUserExists: (email: string) =>
      http.request({
        method: 'POST',
        path: API.registerTestUserExists,
        body: { email },
        parse: (d) => TestUserExistsAnswer.parse(d).BenutzerExistiert,
        silent: true,
      }),

    /** SPEC 7 "Register user": true when the registration is stored. */
    register: (body: RegistrationBody) =>
      http.request({
        method: 'POST',
        path: API.register,
        body,
        parse: (d) => RegisterAnswer.parse(d),
        silent: true,
      }),

    /** Pending registrations and the customer numbers to give (Admin). */
    adminRegistrations: () =>
      http.request({
        method: 'GET',
        path: API.adminRegistrations,
        parse: (d) => AdminRegistrations.parse(d),
        silent: true,
      }),

    /** Approves a registration: creates the user and mails the registrant (Admin). */
    approveRegistration: (body: ApproveRegistrationBody) =>
      http.request({
        method: 'POST',
        path: API.adminRegistrationApprove,
        body,
        parse: (d) => DecisionAnswer.parse(d),
        silent: true,
      }),

    /** Rejects a registration with its reason, mailed to the registrant (Admin). */
    rejectRegistration: (body: RejectRegistrationBody) =>
      http.request({
        method: 'POST',
        path: API.adminRegistrationReject,
        body,
        parse: (d) => DecisionAnswer.parse(d),
        silent: true,
      }),

    /** Recipe upload (issue 15): the session customer's uploads (the screen shows its errors). */
    recipeUploads: () =>
      http.request({
        method: 'GET',
        path: RECIPE_UPLOAD_API.uploads,
        parse: (d) => RecipeUploadList.parse(d).items,
        silent: true,
      }),

    deleteRecipeUpload: (id: string) =>
      http.request<unknown>({ method: 'DELETE', path: RECIPE_UPLOAD_API.upload(id), silent: true }),

    /** A phone link for uploads: its address and QR code, good for 15 minutes. */
    createUploadLink: () =>
      http.request({
        method: 'POST',
        path: RECIPE_UPLOAD_API.link,
        parse: (d) => UploadLinkAnswer.parse(d),
        silent: true,
      }),

    /** SPEC 7 customer settings, get: the pharmacy's object (the screen shows its own errors). */
    customerSettings: () =>
      http.request({
        method: 'GET',
        path: API.customerSettings,
        parse: (d) => CustomerSettingsAnswer.parse(d),
        silent: true,
      }),

    /** SPEC 7 customer settings, set: the whole object; ok false when someone saved since. */
    saveCustomerSettings: (body: SaveCustomerSettingsBody) =>
      http.request({
        method: 'PUT',
        path: API.customerSettings,
        body,
        parse: (d) => SaveCustomerSettingsAnswer.parse(d),
        silent: true,
      }),

    /** SPEC 7 customer settings, test (two arguments): which setting, with which value. */
    testCustomerSetting: (body: TestCustomerSettingBody) =>
      http.request({
        method: 'POST',
        path: API.customerSettingsTest,
        body,
        parse: (d) => TestCustomerSettingAnswer.parse(d),
        silent: true,
      }),

    /** SPEC 4: the legal conditions the user has not accepted; the guard decides on failures. */
    openConditions: () =>
      http.request({
        method: 'GET',
        path: API.conditions,
        parse: (d) => OpenConditionsList.parse(d).items,
        silent: true,
      }),

    acceptCondition: (body: ConditionDecisionBody) =>
      http.request({
        method: 'POST',
        path: API.conditionsAccept,
        body,
        parse: (d) => ConditionDecisionAnswer.parse(d),
      }),

    declineCondition: (body: ConditionDecisionBody) =>
      http.request({
        method: 'POST',
        path: API.conditionsDecline,
        body,
        parse: (d) => ConditionDecisionAnswer.parse(d),
      }),

    /** Every condition with its versions and acceptance counts (Admin). */
    adminConditions: () =>
      http.request({
        method: 'GET',
        path: API.adminConditions,
        parse: (d) => AdminConditionsList.parse(d),
        // The panel shows its own error state.
        silent: true,
      }),

    /** Publishes a new version (Admin); the form shows the server's message under it. */
    publishCondition: (body: PublishConditionBody) =>
      http.request({
        method: 'POST',
        path: API.adminConditions,
        body,
        parse: (d) => PublishedCondition.parse(d),
        silent: true,
      }),

    /** Every survey with its counts (Admin). */
    adminSurveys: () =>
      http.request({
        method: 'GET',
        path: API.adminSurveys,
        parse: (d) => AdminSurveysList.parse(d),
        // The section shows its own error state.
        silent: true,
      }),

    /** Creates a survey for its target users (Admin); the form shows the server's message. */
    createSurvey: (body: CreateSurveyBody) =>
      http.request({
        method: 'POST',
        path: API.adminSurveys,
        body,
        parse: (d) => AdminSurvey.parse(d),
        silent: true,
      }),

    /**
     * Availability of basket rows (online only). SPEC 8: the pipeline passes every failure of a
     * 'verfuegbarkeit' URL on without a message; the caller shows its own state.
     */
    checkAvailability: (body: AvailabilityBody) =>
      http.request({
        method: 'POST',
        path: CATALOGUE_API.availability,
        body,
        parse: (d) => AvailabilityAnswer.parse(d),
      }),

    /** Issue 13: the help button's contact for the session's delivery customer (kept offline). */
    helpContact: () =>
      http.request({
        method: 'GET',
        path: API.helpContact,
        parse: (d) => HelpContact.parse(d),
        silent: true,
      }),

    /** SPEC 7 "Domain suggestions" (kept offline). */
    domainSuggestions: () =>
      http.request({
        method: 'GET',
        path: API.domainSuggestions,
        parse: (d) => DomainSuggestions.parse(d),
        silent: true,
      }),

    /** Issue 13 item 7, Web Push: the server's VAPID public key (silent: failures only logged). */
    pushPublicKey: () =>
      http.request({
        method: 'GET',
        path: PUSH_API.publicKey,
        parse: (d) => PushPublicKey.parse(d),
        silent: true,
      }),
    addPushSubscription: (body: PushSubscriptionBody) =>
      http.request<unknown>({
        method: 'POST',
        path: PUSH_API.subscriptions,
        body,
        silent: true,
      }),
    removePushSubscription: (body: DeletePushSubscriptionBody) =>
      http.request<unknown>({
        method: 'DELETE',
        path: PUSH_API.subscriptions,
        body,
        silent: true,
      }),
  };
}

export type Api = ReturnType<typeof createApi>;
