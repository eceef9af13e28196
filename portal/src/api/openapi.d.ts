/**
 * Generated from openapi.json by `npm run api:generate`: do not edit by hand.
 * The server's response DTOs are the source; regenerate after changing them.
 */

export interface paths {
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_list"];
        put?: never;
        post: operations["AccountsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke the key of every account of the caller: each Expert Advisor gets 401 from its next request. */
        delete: operations["AccountsController_revokeAllKeys"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AccountsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue (or re-issue) the account's Expert Advisor key: shown once, stored hashed. */
        post: operations["AccountsController_issueKey"];
        /** Revoke the account's key: its Expert Advisor gets 401 from the next request. */
        delete: operations["AccountsController_revokeKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change any of the account's risk settings. */
        patch: operations["AccountsController_updateSettings"];
        trace?: never;
    };
    "/api/accounts/{id}/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountTradesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsAdminController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsAdminController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlansAdminController_list"];
        put?: never;
        /** Save a plan: the one its id names, else the one of its planType, else a new one (the spec's "full admin plan object"). */
        post: operations["PlansAdminController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlansAdminController_defaults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PlansAdminController_init"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlansAdminController_get"];
        put: operations["PlansAdminController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/server-errors/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServerErrorsController_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SecuritySettingsController_get"];
        put: operations["SecuritySettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminStatsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminStatsController_revenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsAdminController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsAdminController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SubscriptionsAdminController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SubscriptionsAdminController_extend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersAdminController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersAdminController_get"];
        put: operations["UsersAdminController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/alert-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AlertsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/mt-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignInsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalsAdminController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalsController_active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-signals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalDetailController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-signals/{id}/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalDetailController_candles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AlertsController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AlertsController_get"];
        put: operations["AlertsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AlertsController_unlinkTelegram"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/telegram/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AlertsController_linkTelegram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AlertsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/webhook/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AlertsController_rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_googleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_checkResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_twoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ea/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A heartbeat, or what the Expert Advisor did with a signal: filled, skipped or closed. */
        post: operations["EaController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ea/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address the Expert Advisor calls: the one to allow in MetaTrader. */
        get: operations["ExpertAdvisorController_setup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ea/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's signal events after the cursor, oldest first, sized by its risk settings. */
        get: operations["EaController_signals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_checkpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_checkpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_entries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/proof/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_consistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/proof/inclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LedgerController_inclusion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NewsController_analyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CalendarFeedController_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["NewsController_processed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/scrape": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NewsController_scrape"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PaymentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_currencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReceiptsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/status/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PaymentsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PaymentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlansController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlansController_contact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signals/backtest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalsController_backtest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signals/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SignalsController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signals/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackRecordController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signals/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TrackRecordController_performance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signals/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SignalsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsController_choice"];
        put?: never;
        post: operations["SubscriptionsController_choose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SubscriptionsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsController_limits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SubscriptionsController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/scheduled-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SubscriptionsController_scheduleChange"];
        delete: operations["SubscriptionsController_cancelScheduledChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SubscriptionsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-forex-news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NewsController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["MyDataController_deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UserSettingsController_createCalendarFeed"];
        delete: operations["UserSettingsController_revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MyDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CredentialsController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["UsersController_update"];
        trace?: never;
    };
    "/api/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UserSettingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["UserSettingsController_update"];
        trace?: never;
    };
    "/api/user/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TwoFactorController_status"];
        put?: never;
        post?: never;
        delete: operations["TwoFactorController_disable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_beginSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountDeletedDto: {
            /** @example Your account has been deleted. */
            message: string;
        };
        AccountKeyDto: {
            /** Format: date-time */
            issuedAt: string;
            /**
             * @description The key's first characters, to tell keys apart.
             * @example sdk_AbCd
             */
            prefix: string;
        };
        AccountRecordDto: {
            averageR: number | null;
            /** @description Average of every fill against the published entry; positive: worse. */
            averageSlippagePips: number | null;
            /** @description Trades closed on the account. */
            closed: number;
            /** @description Closed with a loss. */
            losses: number;
            /** @description Sum of the closed trades in the account currency. */
            profit: number;
            /** @description Sum of the closed trades, in units of the published risk. */
            totalR: number;
            /** @description Closed with a profit. */
            wins: number;
        };
        AccountRecordPairDto: {
            account: components["schemas"]["AccountRecordDto"];
            /** @description The public record of the same signals. */
            published: components["schemas"]["PublishedRecordDto"];
        };
        AccountTradesDto: {
            /**
             * @description The currency of profit figures.
             * @example USD
             */
            currency: string;
            record: components["schemas"]["AccountRecordPairDto"];
            /** @description Newest signal first, at most 500. */
            trades: components["schemas"]["EaTradeDto"][];
        };
        AddAccountDto: {
            /**
             * @description The MetaTrader login: 4 to 19 digits, at most 9223372036854775807 (a signed 64-bit number).
             * @example 51234567
             */
            mtId: string;
        };
        AdminPaymentDto: {
            actuallyPaid: string | null;
            amount: number;
            billingCycle: string;
            /**
             * Format: date-time
             * @description When the trader cancelled it.
             */
            cancelledAt: string | null;
            /** Format: date-time */
            confirmedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            id: number;
            payAmount: string | null;
            payCurrency: string;
            /** @description The plan code (BASIC, PRO, …). */
            plan: string;
            /** @description That plan's name, from the plan record. */
            planName: string | null;
            provider: string;
            providerPaymentId: string | null;
            /**
             * Format: date-time
             * @description When money arrived for an account deleted meanwhile: it bought nothing, and is to be refunded.
             */
            refundDueAt: string | null;
            status: string;
            /**
             * Format: date-time
             * @description When a newer checkout of the same user replaced this one.
             */
            supersededAt: string | null;
            userEmail: string;
            userId: number;
        };
        AdminPlanDto: {
            /** @description 999 means unlimited. */
            accountLimit: number;
            description: string;
            displayOrder: number;
            features: string[];
            id: number;
            isActive: boolean;
            isPopular: boolean;
            /** @example 29 */
            monthlyPrice: number;
            name: string;
            planType: components["schemas"]["PlanType"];
            /** @description How long after publication a trader on this plan sees a new signal; 0: at once. */
            signalDelayMinutes: number;
            /** @example 290 */
            yearlyPrice: number;
            /** @description What the yearly price saves against twelve monthly payments; null when it saves nothing. */
            yearlySaving: components["schemas"]["YearlySavingDto"] | null;
        };
        AdminRevenueDto: {
            /** @enum {string} */
            revenueCurrency: "USD";
            /** @description Revenue of payments activated this calendar month (UTC). */
            revenueThisMonth: number;
        };
        AdminStatsDto: {
            activeSubscriptions: number;
            /** @description Payments waiting, confirming or partly paid. */
            paymentsWaiting: number;
            users: number;
        };
        AdminSubscriptionDto: {
            amountPaid: number | null;
            billingCycle: string | null;
            currencyPaid: string | null;
            daysRemaining: number;
            /** Format: date-time */
            expiresAt: string | null;
            id: number;
            isActive: boolean;
            /** @description The plan code (BASIC, PRO, …). */
            plan: string;
            /** @description That plan's name, from the plan record. */
            planName: string | null;
            /** Format: date-time */
            scheduledAt: string | null;
            scheduledBillingCycle: string | null;
            /** @description True when the first period on the scheduled plan is already paid for. */
            scheduledChangePaid: boolean;
            /** @description The plan that takes over at scheduledAt. */
            scheduledPlan: string | null;
            /** @description The scheduled plan's name. */
            scheduledPlanName: string | null;
            /** Format: date-time */
            startedAt: string | null;
            status: string;
            userEmail: string;
            userId: number;
        };
        AdminUpdateUserDto: {
            disabled?: boolean;
            firstName?: Record<string, never>;
            lastName?: Record<string, never>;
            /** @enum {string} */
            role?: "user" | "support" | "admin";
        };
        AdminUserDto: {
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            email: string;
            /** Format: date-time */
            expiresAt: string | null;
            firstName: string | null;
            id: number;
            lastName: string | null;
            phone: string | null;
            /** @description The subscription's plan code (BASIC, PRO, …). */
            plan: string | null;
            /** @description That plan's name, from the plan record. */
            planName: string | null;
            role: components["schemas"]["Role"];
            subscriptionStatus: string | null;
        };
        AiSignalDto: {
            category: components["schemas"]["InstrumentCategory"];
            /** @description The out-of-sample share (0-100) of signals like this that ended in profit after costs. */
            confidence: number;
            /** Format: date-time */
            createdAt: string;
            entryPrice: number;
            /** @description What was measured for signals like this; null for signals published before it was. */
            expectation: components["schemas"]["SignalExpectationDto"] | null;
            /** Format: date-time */
            expiresAt: string;
            id: number;
            /** @description What the news did to this signal; null when none. */
            newsInfluence: string | null;
            /**
             * Format: date-time
             * @description When the high-impact release the news note names comes out; null when none is due.
             */
            newsReleaseAt: string | null;
            reasoning: string | null;
            riskReward: number;
            signalType: components["schemas"]["SignalType"];
            stopLoss: number;
            stopLossPips: number;
            /** @example EURUSD */
            symbol: string;
            takeProfit: number;
            takeProfitPips: number;
        };
        AlertDeliveryDto: {
            attempts: number;
            /** @enum {string} */
            channel: "email" | "telegram" | "webhook";
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            event: "new-signal" | "signal-outcome" | "high-impact-news" | "subscription-reminder" | "payment-confirmed" | "test";
            id: number;
            lastError: string | null;
            /**
             * Format: date-time
             * @description When it goes out (or is tried again).
             */
            nextAttemptAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @enum {string} */
            status: "pending" | "sent" | "dead" | "dropped";
            subject: string;
        };
        AlertSettingsDto: {
            /** @description Where e-mail alerts go: the account address. */
            emailAddress: string;
            emailEnabled: boolean;
            /** @description High-impact releases of the chosen currencies, 15 minutes ahead. */
            highImpactNews: boolean;
            /** @description New signals below this confidence are not sent. */
            minConfidence: number;
            newSignals: boolean;
            /** @description Empty: every major currency. */
            newsCurrencies: ("USD" | "EUR" | "GBP" | "JPY" | "AUD" | "CAD" | "CHF" | "NZD")[];
            /** @description A message when a payment is confirmed (the e-mail receipt always comes). */
            paymentConfirmed: boolean;
            /** @description False until the trader saves the form once: nothing is sent before. */
            saved: boolean;
            /** @description Empty: every category. */
            signalCategories: ("Major" | "Minor" | "Metals" | "Indices" | "Crypto" | "Exotic" | "Other")[];
            signalOutcomes: boolean;
            /** @description Reminders before the subscription ends. */
            subscriptionReminders: boolean;
            telegram: components["schemas"]["TelegramChannelDto"];
            /** @description Needs a linked chat (POST /api/alerts/telegram/link). */
            telegramEnabled: boolean;
            webhook: components["schemas"]["WebhookChannelDto"];
            /** @description Needs webhookUrl. */
            webhookEnabled: boolean;
            /** @description The webhook signing secret, only in the answer that made it: keep it, it is not shown again. */
            webhookSecret?: string;
            /** @example https://example.com/hooks/signals */
            webhookUrl: string | null;
        };
        AnalysisResultDto: {
            analyzed: number;
            /** @description The bias of each currency with released events. */
            biases: components["schemas"]["CurrencyBiasDto"][];
        };
        AuditEntryDto: {
            /** @example user.update */
            action: string;
            actorEmail: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Before and after of each changed field. */
            details: {
                [key: string]: unknown;
            };
            id: number;
            targetId: number;
            targetType: string;
        };
        AuthConfigDto: {
            googleClientId: string | null;
            googleLoginEnabled: boolean;
        };
        AuthResult: {
            /** @description A JWT, valid for 15 minutes; send it as a bearer token. */
            accessToken: string;
            /** @description Opaque; single use: each refresh returns a new one. */
            refreshToken: string;
            user: components["schemas"]["UserDto"];
        };
        AverageIntervalDto: {
            /** @description Upper end of the 95% interval of the net average, R. */
            high: number | null;
            /** @description Lower end of the 95% interval of the net average, R. */
            low: number | null;
            months: number;
            /** @description Share of resampled histories whose net average is at most 0. */
            probabilityAtMostZero: number | null;
            resamples: number;
        };
        BacktestBaselinesDto: {
            alwaysLong: components["schemas"]["BacktestFiguresDto"];
            alwaysShort: components["schemas"]["BacktestFiguresDto"];
            /** @description Buys while EMA 21 is above EMA 55, sells while below. */
            emaTrend: components["schemas"]["BacktestFiguresDto"];
            /** @description The other side of every engine signal. */
            oppositeSide: components["schemas"]["BacktestFiguresDto"];
            /** @description A random side at every hour it holds no trade (pays for hours the engine avoids). */
            randomEveryHour: components["schemas"]["RandomEveryHourDto"];
            /** @description A random side at the engine’s own entries. */
            randomSameEntries: components["schemas"]["SameEntryChanceDto"];
        };
        BacktestEquityPointDto: {
            /** @description 95th percentile of a coin’s cumulative R at the same entries, over the seeds. */
            coinHigh: number;
            /** @description 5th percentile of a coin’s cumulative R at the same entries, over the seeds. */
            coinLow: number;
            /** @description The engine’s cumulative net result in R at the month’s end. */
            engineR: number;
            /**
             * @description The calendar month, "2016-01".
             * @example 2016-01
             */
            month: string;
            /** @description Trades decided up to the month’s end. */
            trades: number;
        };
        BacktestFiguresDto: {
            /** @description Mean result in R (multiples of the published risk), net of the round-trip cost. */
            averageR: number | null;
            /** @description Mean result in R before costs: beside the net one, it tells skill from cost. */
            averageRGross: number | null;
            /** @description Largest fall from a peak of the cumulative R, trades in time order. */
            maxDrawdownR: number;
            /** @description Sum of winning R over sum of losing R; null when nothing was lost. */
            profitFactor: number | null;
            /** @description Closed trades. */
            trades: number;
            /** @description Wins over closed trades (0-1); expired ones count as not won. */
            winRate: number | null;
        };
        BacktestReportDto: {
            baselines: components["schemas"]["BacktestBaselinesDto"];
            /** @description Chance and the baselines by instrument category. */
            baselinesByCategory: {
                [key: string]: components["schemas"]["BacktestBaselinesDto"];
            };
            /** @description Chance and the baselines by calendar year. */
            baselinesByYear: {
                [key: string]: components["schemas"]["BacktestBaselinesDto"];
            };
            /** @description The engine’s net average is above a coin’s 95th percentile at its own entries. */
            beatsChance: boolean;
            /** @description The engine by instrument category. */
            byCategory: {
                [key: string]: components["schemas"]["BacktestFiguresDto"];
            };
            /** @description The engine by symbol. */
            bySymbol: {
                [key: string]: components["schemas"]["BacktestFiguresDto"];
            };
            /** @description The engine by calendar year. */
            byYear: {
                [key: string]: components["schemas"]["BacktestFiguresDto"];
            };
            calibration: components["schemas"]["CalibrationDto"];
            calibrationCheck: components["schemas"]["CalibrationCheckRowDto"][];
            /** @description The whole period at 1×, 1.5× and 2× the cost floors, each without and with financing. */
            charged: components["schemas"]["ChargedFiguresDto"][];
            /** @description The least round-trip cost charged per symbol, in price units. */
            costFloors: {
                [key: string]: number;
            };
            /** @description Costs and exits every strategy was charged and given. */
            costs: string;
            design: components["schemas"]["DesignDto"];
            engine: components["schemas"]["BacktestFiguresDto"];
            /** @description Cumulative net R month by month, at the cost floors with financing (the verdict’s basis), beside the band a coin at the same entries stays inside 90% of the time. */
            equity: components["schemas"]["BacktestEquityPointDto"][];
            exits: components["schemas"]["ExitRulesDto"];
            /** @description Financing assumed for every night a position is held, a year’s rate of its notional. */
            financingRate: number;
            /** Format: date-time */
            generatedAt: string;
            horizon: components["schemas"]["HorizonDto"];
            interval: components["schemas"]["AverageIntervalDto"];
            /**
             * @description Always "Back-test": these are not live results.
             * @enum {string}
             */
            label: "Back-test";
            /** @description How the figures were made, in a sentence. */
            method: string;
            news: components["schemas"]["NewsRulesReportDto"] | null;
            /** @description The measured period (after the first training year). */
            period: components["schemas"]["PeriodDto"];
            /** @description Every pre-registered question of the research log (docs/research.md). */
            research: components["schemas"]["ResearchQuestionDto"][];
            /** @description Engine signals per symbol and week over the period. */
            signalsPerSymbolWeek: number;
            /** @description The data the back-test ran on. */
            source: string;
            /** @description The one verdict rule applied to the back-test: never "Better than chance" here, as design choices used every year it covers. */
            verdict: components["schemas"]["VerdictDto"];
            /** @description Why these years are not a fresh test, in a sentence. */
            windowNote: string;
        };
        BiasDriverDto: {
            /** @description Signed share of the score this event carries. */
            contribution: number;
            event: string;
            impact: components["schemas"]["NewsImpact"];
            /** Format: date-time */
            publishedAt: string;
            sentiment: components["schemas"]["Sentiment"];
            surprise: string | null;
        };
        /** @enum {string} */
        BillingCycle: "monthly" | "yearly";
        BillingHistoryItemDto: {
            /** @description What was charged. */
            amount: number;
            billing_cycle: components["schemas"]["BillingCycle"];
            /** @description Unused time of earlier periods credited against the price (upgrades); 0 for none. */
            credit: number;
            currency: string;
            /** Format: date-time */
            date: string;
            id: number;
            plan_type: components["schemas"]["PlanType"];
            /**
             * @description 'paid', or 'superseded' for a checkout a newer one replaced before any money arrived.
             * @enum {string}
             */
            status: "paid" | "superseded";
            /** @description True when the invoice was superseded: paid ones were paid late, after the newer checkout began. */
            superseded: boolean;
            transactionId: string;
        };
        CalendarFeedStatusDto: {
            /** @description Whether a calendar-feed address is live. */
            active: boolean;
            /**
             * Format: date-time
             * @description When the live address was made.
             */
            createdAt: string | null;
        };
        CalendarFeedTokenDto: {
            /** Format: date-time */
            createdAt: string;
            /** @description Goes in the feed address as ?token=…; replaces any earlier one. */
            token: string;
        };
        CalibrationBandDto: {
            averageR: number | null;
            /** @description The band’s net average is above chance’s 95th percentile: the only ground for a highlight. */
            beatsChance: boolean;
            chance: components["schemas"]["ChanceFiguresDto"];
            /** @example upper third */
            name: string;
            /** @description Share that ended in profit after costs: the confidence its signals carry. */
            profitRate: number | null;
            trades: number;
        };
        CalibrationCheckRowDto: {
            averageR: number | null;
            band: string;
            /** @description Share a random side at the same entries saw in profit. */
            chance: number | null;
            /** @description Share that ended in profit after costs. */
            observed: number | null;
            /** @description Mean probability the earlier years gave these signals. */
            predicted: number | null;
            trades: number;
        };
        CalibrationDto: {
            bands: components["schemas"]["CalibrationBandDto"][];
            /**
             * @description The event confidence is the probability of.
             * @example ended in profit after costs
             */
            event: string;
            measuredOn: components["schemas"]["PeriodDto"];
            /** @description Whether the model orders its signals at all (positive rank correlation at 5%). */
            ordersSignals: boolean;
            /** @description Rank correlation of the prediction’s band with the net result. */
            rankCorrelation: number | null;
            trades: number;
        };
        CandleDto: {
            close: number;
            high: number;
            low: number;
            open: number;
            /** @description When the candle opened, in seconds since 1970 (UTC). */
            time: number;
        };
        CategoryFiguresDto: {
            /** @description Mean R of the signals that lost money (R < 0), negative. */
            averageLossR: number | null;
            /** @description Mean result per signal, in R (units of the published risk), net of cost. */
            averageR: number | null;
            /** @description Mean result per signal before costs; null where one was not recorded. */
            averageRGross: number | null;
            /** @description Mean R of the signals that made money (R > 0). */
            averageWinR: number | null;
            /** @enum {string} */
            category: "Major" | "Minor" | "Metals" | "Indices" | "Crypto" | "Exotic" | "Other";
            /** @description Share winning × average win + share losing × average loss, in R. */
            expectancyR: number | null;
            /** @description Closed at expiry, neither stop nor target touched. */
            expired: number;
            /** @description Most signals in a row with R below zero. */
            longestLosingStreak: number;
            losses: number;
            /** @description Deepest fall of cumulative R from a previous high (the curve starts at 0). */
            maxDrawdownR: number;
            /** @description Gross R won over gross R lost; null when nothing was lost. */
            profitFactor: number | null;
            /** @description Sum of the results, in R. */
            totalR: number;
            /** @description Closed signals in the series. */
            trades: number;
            /** @description Wins over all closed signals (expired ones count as not won), 0-1. */
            winRate: number | null;
            wins: number;
        };
        ChanceFiguresDto: {
            averageR: number | null;
            p95: number | null;
            profitRate: number | null;
        };
        ChangeEmailDto: {
            /** @example new.address@example.com */
            newEmail: string;
            password: string;
        };
        ChangePasswordDto: {
            currentPassword: string;
            /** @description At least 6 characters, and not one of the commonest passwords. */
            newPassword: string;
        };
        ChargedFiguresDto: {
            /** @description The coin’s 95th percentile of the mean at this many trades. */
            coinP95: number | null;
            /** @description A coin at the same entries, charged the same: its mean net result. */
            coinR: number | null;
            /** @description The multiple of the cost floors charged: 1, 1.5 or 2. */
            costMultiple: number;
            /** @description Whether financing was charged for every night held (financingRate a year). */
            financing: boolean;
            /** @description Mean result in R before costs. */
            grossR: number | null;
            /** @description High end of that interval. */
            high: number | null;
            /** @description Kurtosis of the trades’ net results (3 for normal results). */
            kurtosis: number | null;
            /** @description 95% interval of the net average, calendar months resampled: low end. */
            low: number | null;
            /** @description Mean net result in R on this basis. */
            netR: number | null;
            /** @description Share of resampled histories whose net average is zero or less. */
            probabilityAtMostZero: number | null;
            /** @description Mean over standard deviation of the trades’ net results (per trade). */
            sharpe: number | null;
            /** @description Skewness of the trades’ net results. */
            skewness: number | null;
            trades: number;
        };
        CheckoutDto: {
            billing_cycle: components["schemas"]["BillingCycle"];
            /** Format: date-time */
            created_at: string;
            /**
             * @description Unused paid time credited (upgrades), USD.
             * @example 0
             */
            credit: number;
            /**
             * Format: date-time
             * @description When the address and amount stop being offered: the countdown runs to this moment.
             */
            expires_at: string;
            kind: components["schemas"]["CheckoutKind"];
            /**
             * @description The plan's price for the cycle, USD.
             * @example 29
             */
            list_price: number;
            /**
             * Format: date-time
             * @description When it activated the plan.
             */
            paid_at: string | null;
            pay_address: string;
            /**
             * @description The amount to send, a decimal string.
             * @example 29.731
             */
            pay_amount: string;
            /** @example usdttrc20 */
            pay_currency: string;
            /** @description The processor's payment id. */
            payment_id: string;
            /** Format: date-time */
            period_end: string | null;
            /**
             * Format: date-time
             * @description The time it paid for, once paid.
             */
            period_start: string | null;
            plan_type: components["schemas"]["PlanType"];
            /**
             * @description What the invoice asks for, USD: the list price less any credit.
             * @example 29
             */
            price_amount: number;
            /** @example USD */
            price_currency: string;
            /** @description Once the payment activated the plan: the id of its receipt (GET /api/payments/receipts/{id}). */
            receipt_id: number | null;
            status: components["schemas"]["PaymentStatus"];
            subscription_id: number;
        };
        /**
         * @description 'new': starts now. 'renewal': one more period from the current expiry. 'upgrade': the higher plan at once, the unused time credited. 'change': a cheaper plan or the other cycle, from the current expiry.
         * @enum {string}
         */
        CheckoutKind: "new" | "renewal" | "upgrade" | "change";
        CheckoutQuoteDto: {
            /**
             * @description What the checkout charges, USD.
             * @example 58.88
             */
            amount_due: number;
            billing_cycle: components["schemas"]["BillingCycle"];
            /**
             * @description Unused paid time credited against the price (upgrades), USD.
             * @example 20.12
             */
            credit: number;
            current_billing_cycle: components["schemas"]["BillingCycle"] | null;
            /** @description The plan running now. */
            current_plan: components["schemas"]["PlanType"] | null;
            /** @description 'new': starts now. 'renewal': one more period from the current expiry. 'upgrade': the higher plan at once, the unused time credited. 'change': a cheaper plan or the other cycle, from the current expiry. */
            kind: components["schemas"]["CheckoutKind"];
            /**
             * @description The plan's price for the cycle, USD.
             * @example 79
             */
            list_price: number;
            /** @description True when the credit covers more than the price less the minimum: the surplus becomes extra time. */
            minimum_applied: boolean;
            /**
             * @description The least an upgrade charges, USD.
             * @example 5
             */
            minimum_charge: number;
            /**
             * Format: date-time
             * @description When it ends.
             */
            period_end: string;
            /**
             * Format: date-time
             * @description When the time this payment buys starts.
             */
            period_start: string;
            /** @example Enterprise */
            plan_name: string;
            plan_type: components["schemas"]["PlanType"];
        };
        CheckpointDto: {
            /** @description The whole C2SP signed note (tlog-checkpoint), as GET /api/ledger/checkpoint serves it. */
            note: string;
            /** @description The Merkle root, base64 (as the checkpoint writes it). */
            rootHash: string;
            /**
             * Format: date-time
             * @description When it was signed.
             */
            signedAt: string;
            /** @description Entries in the log at this checkpoint. */
            treeSize: number;
            /**
             * @description The key the log signs with, as GET /api/ledger/key serves it: keep it, and check later checkpoints with it.
             * @example signals.example.com/signal-log+8c7adcda+Ac8livBasrZONKkOkZRwsPyfBsiRLzL7E1E34vmwyylI
             */
            verifierKey: string;
        };
        ChoosePlanDto: {
            /** @enum {string} */
            plan: "BASIC" | "PRO";
        };
        ClosedSignalDto: {
            category: components["schemas"]["InstrumentCategory"];
            /**
             * Format: date-time
             * @description When it closed; the expiry for a void signal.
             */
            closedAt: string;
            /** @description Whether its fields were bound by a salted commitment at publication (false: published in the clear in the chain that came before the log). */
            committed: boolean;
            /** @description The out-of-sample share (0-100) of signals like this that ended in profit after costs. */
            confidence: number;
            /** @description The reasons of the corrections of its settlement, oldest first. */
            corrections: string[];
            /** Format: date-time */
            createdAt: string;
            /** @description The result for a reader on the delayed plan, net, in R. */
            delayedResultR: number | null;
            entryPrice: number;
            /** @description The price the signal closed at. */
            exitPrice: number | null;
            /** @description The first price a reader could act on after publication. */
            fillPrice: number | null;
            id: number;
            /** @description What the news did to this signal; null when none. */
            newsInfluence: string | null;
            /**
             * @description VOID: no price a reader could act on before expiry.
             * @enum {string}
             */
            outcome: "WIN" | "LOSS" | "EXPIRED" | "VOID";
            reasoning: string | null;
            /** @description Pips won (positive) or lost (negative). */
            resultPips: number | null;
            /** @description The result in R from the fill, in units of the published risk, net of cost; null when void. */
            resultR: number | null;
            /** @description The result before costs, in R. */
            resultRGross: number | null;
            /** @description The place of its reveal (or void) entry in the log: GET /api/ledger/entries. */
            revealIndex: number;
            riskReward: number;
            /**
             * @description 'tradable': settled from the first price after publication, net of cost; 'published-close': the first rule, not in the figures.
             * @enum {string}
             */
            settlementRule: "tradable" | "published-close";
            signalType: components["schemas"]["SignalType"];
            stopLoss: number;
            /** @example EURUSD */
            symbol: string;
            takeProfit: number;
        };
        ConfirmEmailDto: {
            /** @description The refresh token of the device that opens the link, when it is signed in to this account: that session goes on, with a new pair of tokens; every other one ends. */
            refreshToken?: string;
            /** @description The token from the e-mailed link. */
            token: string;
        };
        ConfirmationDto: {
            chance: components["schemas"]["SameEntryChanceDto"];
            engine: components["schemas"]["BacktestFiguresDto"];
            interval: components["schemas"]["AverageIntervalDto"];
        };
        ConsistencyProofDto: {
            from: number;
            /** @description RFC 9162 consistency proof, hex. */
            proof: string[];
            to: number;
        };
        CreatePaymentDto: {
            /** @enum {string} */
            billing_cycle: "monthly" | "yearly";
            /** @example btc */
            currency: string;
            /** @example PRO */
            plan_type: string;
        };
        CurrenciesDto: {
            /**
             * @example [
             *       "btc",
             *       "eth",
             *       "usdttrc20"
             *     ]
             */
            all: string[];
        };
        CurrencyBiasDto: {
            /** @description Released events with a reading that the score is based on. */
            basedOn: number;
            bias: components["schemas"]["Sentiment"];
            currency: string;
            drivers: components["schemas"]["BiasDriverDto"][];
            score: number;
        };
        CurrentCheckoutDto: {
            /** @description The checkout that paid last. */
            last_paid: components["schemas"]["CheckoutDto"] | null;
            /** @description The invoice on offer (at most one): not paid, not expired, not replaced or cancelled. */
            open: components["schemas"]["CheckoutDto"] | null;
        };
        DatabaseHealthDto: {
            /** @example better-sqlite3 */
            driver: string;
            /** @description Why the database did not answer. */
            error?: string;
            latencyMs: number;
            ok: boolean;
        };
        DefaultPlanDto: {
            /** @description 999 means unlimited. */
            accountLimit: number;
            description: string;
            displayOrder: number;
            features: string[];
            isActive: boolean;
            isPopular: boolean;
            /** @example 29 */
            monthlyPrice: number;
            name: string;
            planType: components["schemas"]["PlanType"];
            /** @description How long after publication a trader on this plan sees a new signal; 0: at once. */
            signalDelayMinutes: number;
            /** @example 290 */
            yearlyPrice: number;
            /** @description What the yearly price saves against twelve monthly payments; null when it saves nothing. */
            yearlySaving: components["schemas"]["YearlySavingDto"] | null;
        };
        DeflatedSharpeDto: {
            /** @description The Sharpe ratio per trade that the best of so many trials would show by luck alone. */
            expectedMaxSharpe: number;
            /** @description Probability that the true Sharpe ratio is above zero, after the deflation (0-1). */
            probability: number;
        };
        DelayedViewDto: {
            /** @description Minutes after publication that reader sees a signal; 0 when no plan waits. */
            delayMinutes: number;
            /** @description Filled at the first price after the delay, net of cost. */
            figures: components["schemas"]["TrackFiguresDto"];
        };
        DeleteAccountDto: {
            /** @description The current password, to confirm. */
            password: string;
        };
        DesignDto: {
            /** @example fewer signals */
            chosen: string;
            /** @description The years every design choice was made on. */
            chosenOn: components["schemas"]["PeriodDto"];
            /** @description The engine on the confirmation years. */
            confirmation: components["schemas"]["ConfirmationDto"] | null;
            /** @description The confirmation years by symbol, at the floors with financing. */
            confirmationBySymbol: {
                [key: string]: components["schemas"]["SymbolNetDto"];
            };
            /** @description The confirmation years at 1×, 1.5× and 2× the floors, without and with financing. */
            confirmationCharged: components["schemas"]["ChargedFiguresDto"][] | null;
            /** @description The years the chosen design was run on once, after the choice. */
            confirmedOn: components["schemas"]["PeriodDto"];
            deflatedSharpe: components["schemas"]["DeflatedSharpeDto"] | null;
            /** @description Which look at the final window the protocol read. */
            look: number | null;
            /** @description Net above zero at the floors and at 1.5×, and above the coin’s 95th percentile. */
            passesShipRule: boolean;
            /** @description The pre-registration whose chosen variant this engine is. */
            preregistration: string;
            /** @description The symbols not below zero net on the confirmation years: those published. */
            publishedSymbols: string[];
            /** @description Variants tried on the research years (docs/signals.md lists them). */
            variantsTried: number;
            /**
             * @description The verdict rule’s words (docs/research.md).
             * @enum {string|null}
             */
            verdict: "Better than chance" | "No edge over chance shown after costs" | "Loses after costs" | null;
            /** @description Whether a design choice, of an earlier round or of this one, used the confirmation years. */
            windowUsedByDesign: boolean;
        };
        DisableTwoFactorDto: {
            /**
             * @description A 6-digit code from the authenticator app, or a recovery code.
             * @example 123456
             */
            code: string;
            /** @description The current password, to confirm. */
            password: string;
        };
        EaFeedDto: {
            /** @description The newest signed checkpoint of the transparency log (GET /api/ledger/checkpoint): keep it, and a later one must be consistent with it. */
            checkpoint: string;
            /**
             * @description Send it back as after= on the next poll.
             * @example 1795700000000-412-s
             */
            cursor: string;
            events: components["schemas"]["EaFeedEventDto"][];
            /** @example 3 */
            maxOpenPositions: number;
            /** @description A full page was sent: ask again at once with the new cursor. */
            more: boolean;
            /** @description While paused the Expert Advisor opens nothing (closes still go through). */
            paused: boolean;
            /** @example 1 */
            riskPercent: number;
        };
        EaFeedEventDto: {
            /**
             * @description The symbol as this account's broker names it.
             * @example EURUSD.r
             */
            brokerSymbol: string;
            /** @example 1.0852 */
            entry?: number;
            /** Format: date-time */
            expiresAt?: string;
            /**
             * @description This event as a cursor.
             * @example 1795700000000-412-s
             */
            id: string;
            /** @description The place of the signal's commitment in the transparency log (GET /api/ledger/entries). */
            ledgerIndex?: number | null;
            /** Format: date-time */
            publishedAt?: string;
            /**
             * @description Why the signal ended (close events).
             * @enum {string}
             */
            reason?: "WIN" | "LOSS" | "EXPIRED";
            /** @enum {string} */
            side?: "BUY" | "SELL";
            signalId: number;
            /**
             * @description The price volume was sized on: the market's latest, or the entry when there is none.
             * @example 1.0852
             */
            sizedOn?: number;
            /** @example 1.0822 */
            stop?: number;
            /** @example EURUSD */
            symbol: string;
            /** @example 1.0912 */
            target?: number;
            /** @enum {string} */
            type: "open" | "close";
            /**
             * @description Lots from the account's risk % and the distance from sizedOn to the stop, rounded down to the symbol's lot step; null: see volumeNote.
             * @example 0.33
             */
            volume?: number | null;
            /** @description Why volume is null; beside a volume, that the price has moved more than a quarter of the stop from the entry. */
            volumeNote?: string | null;
        };
        EaReportAnswerDto: {
            /** @description Always true: the report was recorded (or had been). */
            ok: boolean;
            /** @description The account's pause switch now. */
            paused: boolean;
            /** @description What is recorded for that signal (null for a heartbeat). */
            trade: components["schemas"]["EaTradeDto"] | null;
        };
        EaReportDto: {
            /**
             * @description heartbeat
             * @example 10250.4
             */
            balance?: number;
            /**
             * @description heartbeat
             * @example Example Markets Ltd
             */
            broker?: string;
            /**
             * @description heartbeat: as the terminal names it (USD; USc on a cent account; USDT)
             * @example USD
             */
            currency?: string;
            /**
             * @description heartbeat
             * @example 10190.15
             */
            equity?: number;
            /**
             * @description heartbeat: the login the terminal runs on
             * @example 51234567
             */
            login?: string;
            /**
             * @description heartbeat, before lotSteps: the chart symbol's lot step, used where lotSteps names no step
             * @example 0.01
             */
            lotStep?: number;
            /**
             * @description heartbeat: the lot step of each symbol the EA trades, by the broker's name (at most 64)
             * @example {
             *       "EURUSD.r": 0.01,
             *       "US30.cash": 0.1
             *     }
             */
            lotSteps?: {
                [key: string]: number;
            };
            /**
             * @description heartbeat: why the EA trades nothing now (it reads no signals meanwhile); null while it can trade
             * @enum {string|null}
             */
            notTrading?: "netting" | "not-connected" | "algo-trading-off" | "ea-trading-off" | "account-trading-off" | "experts-off" | null;
            /**
             * @description closed: why the EA closed the position itself, when it did
             * @example Closed at once: the broker did not set the stop loss
             */
            note?: string;
            /**
             * @description filled, closed
             * @example 1.0854
             */
            price?: number;
            /**
             * @description closed: in the account currency
             * @example 191.4
             */
            profit?: number;
            /**
             * @description skipped
             * @example Market closed
             */
            reason?: string;
            /**
             * @description heartbeat: the broker's trade server the terminal is logged in to (ACCOUNT_SERVER)
             * @example MetaQuotes-Demo
             */
            server?: string;
            /**
             * @description filled, skipped
             * @example 412
             */
            signalId?: number;
            /**
             * @description heartbeat
             * @example 4755
             */
            terminalBuild?: number;
            /**
             * @description filled, closed: the position ticket
             * @example 50012345
             */
            ticket?: string;
            /**
             * Format: date-time
             * @description filled, closed
             */
            time?: string;
            /** @enum {string} */
            type: "heartbeat" | "filled" | "skipped" | "closed";
            /**
             * @description filled: lots
             * @example 0.33
             */
            volume?: number;
        };
        EaTradeDto: {
            /** @description Why the EA closed the position itself, when it did. */
            closeNote: string | null;
            closePrice: number | null;
            /** Format: date-time */
            closedAt: string | null;
            fillPrice: number | null;
            /** Format: date-time */
            filledAt: string | null;
            /** @description In the account currency. */
            profit: number | null;
            /** Format: date-time */
            publishedAt: string;
            /** @description The public record's result for this signal, net of cost. */
            publishedResultR: number | null;
            /** @description Close against fill, in units of the published risk. */
            resultR: number | null;
            /** @enum {string} */
            side: "BUY" | "SELL";
            signalId: number;
            skipReason: string | null;
            /** @description Against the published entry; positive: worse for the trader. */
            slippagePips: number | null;
            /** @enum {string} */
            status: "filled" | "skipped" | "closed";
            /** @example EURUSD */
            symbol: string;
            ticket: string | null;
            volume: number | null;
        };
        EmailChangedResponseDto: {
            /** @example new.address@example.com */
            email: string;
            message: string;
            /** @description The signed-in device's new pair of tokens, when the request carried a working refresh token of this account. */
            session?: components["schemas"]["TokenPairResponseDto"];
        };
        EnableTwoFactorDto: {
            /** @example 123456 */
            code: string;
            /** @description The current password, to confirm. */
            password: string;
        };
        EntriesPageDto: {
            /** @description Oldest first; fewer than asked at the end of the log. */
            entries: components["schemas"]["LogEntryDto"][];
            /** @description Entries in the log now. */
            treeSize: number;
        };
        EquityPointDto: {
            /** Format: date-time */
            closedAt: string;
            /** @description How far below the previous high the curve stands, in R (≥ 0). */
            drawdownR: number;
            /** @description Cumulative R after this signal. */
            equityR: number;
            /** @description The signal whose close this point follows. */
            id: number;
        };
        ErrorDto: {
            /**
             * @description The same sentence as `message`.
             * @example Please fill in all fields.
             */
            error: string;
            /**
             * @description A sentence the caller can act on.
             * @example Please fill in all fields.
             */
            message: string;
            /** @example 400 */
            statusCode: number;
        };
        EvidenceDto: {
            /** @description Whether the interval, P(≤ 0) and verdict are shown (false: "too few to say"). */
            enough: boolean;
            /** @description Calendar months the closed signals were published in. */
            months: number;
            trades: number;
        };
        ExitRulesDto: {
            expiryHours: number;
            /** @description Stop distance in ATRs of 14 of the engine’s bars (horizon). */
            stopAtr: number;
            /** @description Target in multiples of the stop distance. */
            targetR: number;
        };
        ExpertAdvisorSetupDto: {
            /**
             * @description What the downloaded EA has as ServerUrl and MetaTrader must list under Tools > Options > Expert Advisors: scheme, host and any port, no trailing slash.
             * @example https://signals.example.com
             */
            serverUrl: string;
        };
        ExportedAlertSettingsDto: {
            emailEnabled: boolean;
            highImpactNews: boolean;
            minConfidence: number;
            newSignals: boolean;
            newsCurrencies: string[];
            paymentConfirmed: boolean;
            signalCategories: string[];
            signalOutcomes: boolean;
            subscriptionReminders: boolean;
            telegramEnabled: boolean;
            telegramLinked: boolean;
            webhookEnabled: boolean;
            webhookUrl?: string | null;
        };
        ExportedMtAccountDto: {
            createdAt: string;
            /** @description The key itself is never kept, only its hash. */
            key?: components["schemas"]["AccountKeyDto"] | null;
            mtId: string;
            settings: components["schemas"]["RiskSettingsDto"];
            terminal?: components["schemas"]["TerminalStateDto"] | null;
            /** @description What the account's Expert Advisor reported. */
            trades: components["schemas"]["EaTradeDto"][];
        };
        ExportedPaymentDto: {
            billingCycle: string;
            confirmedAt?: string | null;
            createdAt: string;
            id: number;
            payAddress?: string | null;
            payAmount?: string | null;
            payCurrency: string;
            plan: string;
            /** @example 29.00 */
            priceAmount: string;
            /** @example USD */
            priceCurrency: string;
            provider: string;
            providerPaymentId?: string | null;
            status: string;
        };
        ExportedProfileDto: {
            createdAt: string;
            email: string;
            firstName?: string | null;
            /** @description Whether Google sign-in is linked. */
            googleLinked: boolean;
            lastName?: string | null;
            phone?: string | null;
            /** @enum {string} */
            role: "user" | "support" | "admin";
            /** @description Whether two-factor sign-in is on (its secret is never exported). */
            twoFactorEnabled: boolean;
        };
        ExportedSubscriptionDto: {
            amountPaid?: string | null;
            billingCycle?: string | null;
            cancelledAt?: string | null;
            currencyPaid?: string | null;
            expiresAt?: string | null;
            plan: string;
            startedAt?: string | null;
            status: string;
        };
        ExtendSubscriptionDto: {
            days: number;
        };
        FinalLookDto: {
            /** Format: date-time */
            at: string;
            charged: components["schemas"]["ChargedFiguresDto"][];
            commit: string;
            /** @description Which look at this window on these data it was (1: the first). */
            look: number;
            variant: string;
        };
        FinalReadingDto: {
            chosen: string;
            deflatedSharpe: components["schemas"]["DeflatedSharpeDto"] | null;
            look: number;
            passesShipRule: boolean;
            /** @description Variants ever tried on data overlapping its windows, earlier rounds included. */
            variantsTried: number;
            /** @enum {string} */
            verdict: "Better than chance" | "No edge over chance shown after costs" | "Loses after costs";
            /** @description Whether a design choice, of an earlier round or of this one, used the final window. */
            windowUsedByDesign: boolean;
        };
        ForgotPasswordDto: {
            /** @example trader@example.com */
            email: string;
        };
        GenerateSignalsDto: Record<string, never>;
        GenerateSignalsResultDto: {
            activeSignals: number;
            /** @description New signals from the run this answer reports on (0 when skipped). */
            generated: number;
            /**
             * Format: date-time
             * @description With waitingFor: when the engine can next decide (the next close of one of its bars in market hours).
             */
            nextDecisionAt: string | null;
            /**
             * Format: date-time
             * @description When another run may start.
             */
            nextRunAvailableAt: string | null;
            /** @description Whether this request started the run (false when it joined one under way). */
            started: boolean;
            /** @enum {string} */
            status: "completed" | "skipped";
            /**
             * @description Why a completed run decided nothing: every market was closed, no hourly candle had just closed (the engine decides only on a fresh close), or the candle that closed does not end one of the engine’s bars (the daily engine decides at 17:00 New York).
             * @enum {string|null}
             */
            waitingFor: "market-open" | "hourly-close" | "bar-close" | null;
        };
        GoogleLoginDto: {
            /** @description The ID token from Google Identity Services. */
            googleToken: string;
        };
        HealthReport: {
            database: components["schemas"]["DatabaseHealthDto"];
            redis: components["schemas"]["RedisHealthDto"];
            /**
             * @description ok: all parts answer; degraded: Redis is down (per-instance fallbacks); down: the database is.
             * @enum {string}
             */
            status: "ok" | "degraded" | "down";
            uptimeSeconds: number;
        };
        HorizonDto: {
            /**
             * @description 'bars': features on the horizon's bars; 'hourly': the hourly features read at each bar's close.
             * @enum {string}
             */
            features: "bars" | "hourly";
            /**
             * @description Bar length in hours: 1, 4 or 24 (cut on the 17:00 New York close).
             * @enum {number}
             */
            hours: 1 | 4 | 24;
            windows?: components["schemas"]["HorizonWindowsDto"];
        };
        HorizonWindowsDto: {
            /** @description ATR window in bars: the unit of the stop. */
            atr: number;
            /** @description The three averages price is compared with, in bars. */
            averages: number[];
            /** @description The longer ATR of the volatility regime, in bars. */
            longAtr: number;
            /** @description The two ranges price is placed in, in bars. */
            ranges: number[];
            /** @description The five returns, in bars. */
            returns: number[];
        };
        InclusionProofDto: {
            index: number;
            /** @description RFC 9162 inclusion path, hex, the sibling nearest the leaf first. */
            proof: string[];
            treeSize: number;
        };
        /** @enum {string} */
        InstrumentCategory: "Major" | "Minor" | "Metals" | "Indices" | "Crypto" | "Exotic" | "Other";
        IssueKeyDto: {
            /**
             * @description The prefix of the key this replaces, as the caller's page shows it (null or left out: the account has none). When the key changed meanwhile (a second click, another tab) the answer is 409 and nothing is issued.
             * @example null
             */
            replaces?: string | null;
        };
        IssuedKeyDto: {
            /** Format: date-time */
            issuedAt: string;
            /**
             * @description Shown this once: only its hash is kept.
             * @example sdk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd
             */
            key: string;
            /** @example sdk_AbCd */
            prefix: string;
        };
        LiveCalibrationRowDto: {
            /** @example upper third */
            band: string;
            /** @description Share in profit a random side at the same fills would have had, 0-1. */
            chance: number | null;
            /** @description Mean probability of profit after costs the signals were shown, 0-1. */
            expected: number | null;
            /** @description Share that ended in profit after costs, 0-1. */
            observed: number | null;
            trades: number;
        };
        LogEntryDto: {
            /**
             * @description The entry’s exact text (RFC 8785 JSON). Its leaf hash is SHA-256(0x00 || the UTF-8 bytes of this string); parse it for its fields.
             * @example {"commitment":"…","expiresAt":"…","index":0,"integratedAt":"…","kind":"commitment","publishedAt":"…","signalId":1}
             */
            entry: string;
            /** @description The entry’s place, from 0. */
            index: number;
        };
        LoginDto: {
            /** @example trader@example.com */
            email: string;
            password: string;
        };
        LogoutDto: {
            /** @description Sign out everywhere: every refresh token of the token's owner is revoked, not only this one. */
            everywhere?: boolean;
            refreshToken?: string;
        };
        MessageResponseDto: {
            /** @example Done. */
            message: string;
        };
        MonthFiguresDto: {
            /** @description Mean R of the signals that lost money (R < 0), negative. */
            averageLossR: number | null;
            /** @description Mean result per signal, in R (units of the published risk), net of cost. */
            averageR: number | null;
            /** @description Mean result per signal before costs; null where one was not recorded. */
            averageRGross: number | null;
            /** @description Mean R of the signals that made money (R > 0). */
            averageWinR: number | null;
            /** @description Share winning × average win + share losing × average loss, in R. */
            expectancyR: number | null;
            /** @description Closed at expiry, neither stop nor target touched. */
            expired: number;
            /** @description Most signals in a row with R below zero. */
            longestLosingStreak: number;
            losses: number;
            /** @description Deepest fall of cumulative R from a previous high (the curve starts at 0). */
            maxDrawdownR: number;
            /**
             * @description The UTC month the signals closed in.
             * @example 2026-11
             */
            month: string;
            /** @description Gross R won over gross R lost; null when nothing was lost. */
            profitFactor: number | null;
            /** @description Sum of the results, in R. */
            totalR: number;
            /** @description Closed signals in the series. */
            trades: number;
            /** @description Wins over all closed signals (expired ones count as not won), 0-1. */
            winRate: number | null;
            wins: number;
        };
        MtAccountDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description null: no key issued (or revoked). */
            key: components["schemas"]["AccountKeyDto"] | null;
            /**
             * Format: date-time
             * @description When the last key was revoked, while no key has been issued since.
             */
            keyRevokedAt: string | null;
            /** @example 12345678 */
            mtId: string;
            settings: components["schemas"]["RiskSettingsDto"];
            /** @description Another SignalDesk account's Expert Advisor reported the same broker server and login: each signal may be traded twice. */
            sharedLogin: boolean;
            /** @description null: the Expert Advisor has not reported yet. */
            terminal: components["schemas"]["TerminalStateDto"] | null;
        };
        MyDataExportDto: {
            /** @description Null until saved once. */
            alertSettings?: components["schemas"]["ExportedAlertSettingsDto"] | null;
            exportedAt: string;
            mtAccounts: components["schemas"]["ExportedMtAccountDto"][];
            payments: components["schemas"]["ExportedPaymentDto"][];
            profile: components["schemas"]["ExportedProfileDto"];
            subscription?: components["schemas"]["ExportedSubscriptionDto"] | null;
        };
        NewsActionResultDto: {
            analysis?: components["schemas"]["AnalysisResultDto"];
            /** @description What happened, in a sentence or two. */
            message: string;
            /**
             * Format: date-time
             * @description When this caller may ask again; null for admins, who have no cool-down.
             */
            nextAllowedAt: string | null;
            /** @description False when a subscriber asked again within the cool-down; nothing was done. */
            performed: boolean;
            scrape?: components["schemas"]["ScrapeResultDto"];
            /** @enum {boolean} */
            success: true;
        };
        /** @enum {string} */
        NewsImpact: "high" | "medium" | "low" | "holiday";
        NewsItemDto: {
            /** @description Null until released. */
            actual: string | null;
            /** @example United States */
            country: string;
            /** @example USD */
            currency: string;
            /**
             * @description YYYY-MM-DD of publishedAt, UTC.
             * @example 2026-11-06
             */
            date: string;
            /** @example Non-Farm Employment Change */
            event: string;
            /** @description '' when the source gives none. */
            forecast: string;
            id: number;
            impact: components["schemas"]["NewsImpact"];
            /** @description '' when the source gives none. */
            previous: string;
            /**
             * Format: date-time
             * @description ISO-8601, UTC.
             */
            publishedAt: string;
            surprise: string | null;
            surpriseNumeric: number | null;
            /**
             * @description HH:mm of publishedAt, UTC.
             * @example 13:30
             */
            time: string;
        };
        NewsRuleFiguresDto: {
            /** @description The signals the rule fired on. */
            affected: components["schemas"]["BacktestFiguresDto"];
            /** @description Holding the affected signals back would have raised the net average measurably. */
            helps: boolean;
            /** @description Whether the live engine holds signals back on this rule. */
            holds: boolean;
            name: string;
            rest: components["schemas"]["BacktestFiguresDto"];
            /** @enum {string} */
            rule: "releaseWithinHour" | "releaseWithinFourHours" | "surpriseAgainst" | "surpriseWith";
            /** @description Standard errors by which the rest did better than the affected signals. */
            z: number | null;
        };
        NewsRulesReportDto: {
            /** @description The span of the recorded calendar. */
            covered: components["schemas"]["PeriodDto"];
            rules: components["schemas"]["NewsRuleFiguresDto"][];
            /** @description Engine signals inside that span. */
            signals: number;
            untouched: components["schemas"]["BacktestFiguresDto"];
        };
        /** @enum {string} */
        NewsSourceName: "demo" | "forexfactory" | "fmp";
        NewsSummaryDto: {
            currencies: number;
            high: number;
            holiday: number;
            low: number;
            medium: number;
            total: number;
        };
        NewsWindowDto: {
            /**
             * Format: date-time
             * @description Midnight UTC a week ago.
             */
            from: string;
            /**
             * Format: date-time
             * @description Exclusive: the Monday after next, 00:00 UTC.
             */
            to: string;
        };
        NoBodyDto: Record<string, never>;
        OutcomeRatesDto: {
            /** @description The same share for a coin choosing the side at the same fills, 0-1. */
            chanceHitTarget: number | null;
            /** @description The same share for the coin, 0-1. */
            chanceInProfit: number | null;
            /** @description Share of closed signals that reached their target, 0-1. */
            hitTarget: number | null;
            /** @description Share of closed signals that ended in profit after costs, 0-1. */
            inProfit: number | null;
        };
        /** @enum {string} */
        PaymentStatus: "waiting" | "confirming" | "confirmed" | "sending" | "partially_paid" | "finished" | "failed" | "refunded" | "expired" | "superseded" | "cancelled";
        PaymentStatusDto: {
            /** @description What has arrived so far, a decimal string. */
            actually_paid: string | null;
            pay_amount: string | null;
            pay_currency: string;
            payment_id: string;
            /** Format: date-time */
            period_end: string | null;
            /**
             * Format: date-time
             * @description The time it paid for, once paid.
             */
            period_start: string | null;
            status: components["schemas"]["PaymentStatus"];
            subscription_id: number | null;
        };
        PeriodDto: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
        };
        PlanContactDto: {
            /**
             * @description Where "Contact Sales" writes to (SALES_EMAIL).
             * @example sales@signaldesk.example
             */
            salesEmail: string;
        };
        /** @enum {string} */
        PlanType: "BASIC" | "PRO" | "ENTERPRISE" | "CUSTOM" | "TRIAL";
        PostPlanDto: {
            /** @description 999 means unlimited */
            accountLimit: number;
            description: string;
            displayOrder: number;
            features: string[];
            /** @description The plan to update, as GET /api/admin/plans answers it; absent: by planType. */
            id?: number;
            isActive: boolean;
            isPopular: boolean;
            monthlyPrice: number;
            name: string;
            /** @enum {string} */
            planType: "BASIC" | "PRO" | "ENTERPRISE" | "CUSTOM" | "TRIAL";
            /** @description How long after publication this plan sees a new signal; left as it was (0 for a new plan) when absent. */
            signalDelayMinutes?: number;
            yearlyPrice: number;
        };
        ProcessedNewsDto: {
            data: components["schemas"]["NewsItemDto"][];
            /**
             * Format: date-time
             * @description When the news was last fetched successfully from the source; null if never.
             */
            lastUpdated: string | null;
            source: components["schemas"]["NewsSourceName"];
            /** @enum {boolean} */
            success: true;
            summary: components["schemas"]["NewsSummaryDto"];
            /** @description The period the list covers: the same for readers in every time zone. */
            window: components["schemas"]["NewsWindowDto"];
        };
        ProfileDto: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            firstName: string | null;
            lastName: string | null;
        };
        PublicPlanDto: {
            /** @description 999 means unlimited. */
            accountLimit: number;
            description: string;
            features: string[];
            isPopular: boolean;
            /** @example 29 */
            monthlyPrice: number;
            name: string;
            planType: components["schemas"]["PlanType"];
            /** @description How long after publication a trader on this plan sees a new signal; 0: at once. */
            signalDelayMinutes: number;
            /** @example 290 */
            yearlyPrice: number;
            /** @description What the yearly price saves against twelve monthly payments; null when it saves nothing. */
            yearlySaving: components["schemas"]["YearlySavingDto"] | null;
        };
        PublishedRecordDto: {
            averageR: number | null;
            /** @description Of the signals closed on the account, those the public record has settled. */
            closed: number;
            losses: number;
            totalR: number;
            wins: number;
        };
        RandomEveryHourDto: {
            median: components["schemas"]["BacktestFiguresDto"];
            p95: components["schemas"]["BacktestFiguresDto"];
        };
        ReceiptDto: {
            billingCycle: components["schemas"]["BillingCycle"];
            /**
             * @description Unused time credited (upgrades).
             * @example 20.12
             */
            credit: number;
            /** @example USD */
            currency: string;
            customerEmail: string;
            customerName: string | null;
            /** @description The receipt number: our payment id. */
            id: number;
            /**
             * Format: date-time
             * @description When the checkout opened.
             */
            issuedAt: string;
            kind: components["schemas"]["CheckoutKind"] | null;
            /**
             * @description The plan's price for the cycle.
             * @example 79
             */
            listPrice: number;
            /**
             * Format: date-time
             * @description When the payment was confirmed.
             */
            paidAt: string;
            /** @description The coin amount paid (what arrived, else what was asked). */
            payAmount: string | null;
            /** @example btc */
            payCurrency: string;
            /** Format: date-time */
            periodEnd: string | null;
            /**
             * Format: date-time
             * @description Null on payments made before periods were recorded.
             */
            periodStart: string | null;
            plan: components["schemas"]["PlanType"];
            /** @example Enterprise */
            planName: string;
            /** @example nowpayments */
            provider: string;
            /** @description The payment provider's reference. */
            providerReference: string;
            /**
             * @description What was charged.
             * @example 58.88
             */
            total: number;
        };
        RecoveryCodesDto: {
            /**
             * @example [
             *       "ABCD-EFGH-JKMN"
             *     ]
             */
            recoveryCodes: string[];
        };
        RedisHealthDto: {
            /** @description Whether REDIS_URL is set. */
            configured: boolean;
            /** @description Why Redis did not answer. */
            error?: string;
            latencyMs?: number;
            /** @description null when Redis is not configured. */
            ok: boolean | null;
        };
        RefreshDto: {
            refreshToken: string;
        };
        ResearchChoiceDto: {
            chosen: string;
            /** @description Whether it cleared the ship rule’s bar on the research window. */
            clearedBar: boolean;
            reason: string;
        };
        ResearchQuestionDto: {
            /** @description The question whose choice its variants start from. */
            base: string | null;
            choice: components["schemas"]["ResearchChoiceDto"] | null;
            /** @description The commit that registered it. */
            commit: string;
            /** @example research/preregistration/horizon.json */
            file: string;
            /** @description Every look at its final window, in order. */
            finals: components["schemas"]["FinalLookDto"][];
            /** @example horizon */
            name: string;
            question: string;
            /** @description The protocol’s reading of the first look. */
            reading: components["schemas"]["FinalReadingDto"] | null;
            /** @description The rule that chooses among its variants, as registered. */
            rule: string;
            /** @description SHA-256 of the committed pre-registration. */
            sha256: string;
            variants: components["schemas"]["ResearchVariantDto"][];
            windows: components["schemas"]["ResearchWindowsDto"];
        };
        ResearchVariantDto: {
            name: string;
            /** @description Its latest figures on the research window, on every basis; null until measured. */
            research: components["schemas"]["ChargedFiguresDto"][] | null;
            /** @description What it changes, and why it was worth a try, as pre-registered. */
            why: string;
        };
        ResearchWindowsDto: {
            /** @description Where the chosen variant was measured once. */
            final: components["schemas"]["PeriodDto"];
            /** @description Where the variants were measured and the rule chose. */
            research: components["schemas"]["PeriodDto"];
        };
        ResetLinkDto: {
            /** @description The token from the e-mailed link. */
            token: string;
        };
        ResetPasswordDto: {
            /** @description At least 6 characters, and not one of the commonest passwords. */
            password: string;
            /** @description The token from the e-mailed link. */
            token: string;
        };
        RevokedKeysDto: {
            /** @example The keys of 1 account were revoked: 12345678. Issue a new key for each to carry on. */
            message: string;
            /**
             * @description MT IDs whose key was revoked.
             * @example [
             *       "12345678"
             *     ]
             */
            revoked: string[];
        };
        RiskSettingsDto: {
            /**
             * @description The account's currency (the terminal's when the balance is read from it).
             * @example USD
             */
            accountCurrency: string;
            /**
             * @description null: the balance the terminal last reported.
             * @example 10000
             */
            balance: number | null;
            /** @example 3 */
            maxOpenPositions: number;
            /** @description While paused the Expert Advisor opens nothing. */
            paused: boolean;
            /**
             * @description Percent of the balance one signal may lose at its stop.
             * @example 1
             */
            riskPercent: number;
            /**
             * @description Broker names that prefix and suffix cannot make.
             * @example {
             *       "XAUUSD": "GOLD"
             *     }
             */
            symbolMap: {
                [key: string]: string;
            };
            /** @example  */
            symbolPrefix: string;
            /** @example .r */
            symbolSuffix: string;
            /**
             * @description Symbols whose signals this account does not take.
             * @example [
             *       "XAGUSD"
             *     ]
             */
            symbolsOff: string[];
        };
        /** @enum {string} */
        Role: "user" | "support" | "admin";
        SameEntryChanceDto: {
            /** @description Mean net result over every run, in R. */
            averageR: number | null;
            /** @description Mean result before costs; null where the gross results were not recorded. */
            averageRGross: number | null;
            /** @description 95th percentile of the runs’ mean net result: what chance reaches 1 time in 20. */
            p95: number | null;
            /** @description Share of the coin’s trades that ended in profit after costs, 0-1. */
            profitRate: number | null;
            /** @description Coin flips (runs) behind the figures. */
            seeds: number;
            trades: number;
        };
        SameLoginDto: {
            /** @description That trader's linked account. */
            accountId: number;
            /** @example other@example.com */
            email: string;
            userId: number;
        };
        SavePlanDto: {
            /** @description 999 means unlimited */
            accountLimit: number;
            description: string;
            displayOrder: number;
            features: string[];
            isActive: boolean;
            isPopular: boolean;
            monthlyPrice: number;
            name: string;
            /** @enum {string} */
            planType: "BASIC" | "PRO" | "ENTERPRISE" | "CUSTOM" | "TRIAL";
            /** @description How long after publication this plan sees a new signal; left as it was (0 for a new plan) when absent. */
            signalDelayMinutes?: number;
            yearlyPrice: number;
        };
        ScheduleChangeDto: {
            billingCycle: components["schemas"]["BillingCycle"];
            /** @enum {string} */
            plan: "BASIC" | "PRO";
        };
        ScheduledChangeDto: {
            billingCycle: components["schemas"]["BillingCycle"];
            /**
             * Format: date-time
             * @description When the change takes effect.
             */
            effectiveAt: string;
            /** @description True when the first period on the new plan is already paid for; such a change cannot be cancelled. */
            paid: boolean;
            plan: components["schemas"]["PlanType"];
        };
        ScrapeResultDto: {
            /** @description False when the source's minimum interval meant the stored news was current. */
            fetched: boolean;
            /** Format: date-time */
            fetchedAt: string | null;
            inserted: number;
            /**
             * Format: date-time
             * @description When the source may be called again.
             */
            nextFetchAt: string | null;
            received: number;
            removed: number;
            source: components["schemas"]["NewsSourceName"];
            unchanged: number;
            updated: number;
        };
        SecuritySettingsDto: {
            /** @enum {string} */
            id: "security";
            /** @description Admin and support accounts must use two-factor sign-in for the admin portal. */
            requireStaffTwoFactor: boolean;
            /** @description Admin and support accounts that have not turned two-factor sign-in on. */
            staffWithoutTwoFactor: number;
        };
        /** @enum {string} */
        Sentiment: "bullish" | "bearish" | "neutral";
        ServerErrorDto: {
            /** Format: date-time */
            at: string;
            /** @example POST */
            method: string;
            /**
             * @description The address, without its query string.
             * @example /api/payments/create
             */
            path: string;
            /** @description The reference the user was shown: the id of the request. */
            reference: string;
            /** @description The host name of the replica that answered: its log has the details. */
            replica: string;
            /** @example 500 */
            status: number;
            /** @description The signed-in user who made the request, if any. */
            userId: number | null;
        };
        SignInDto: {
            /**
             * Format: date-time
             * @description When the session ended (signed out, ended by a password change or an admin, or timed out); null while it lasts.
             */
            endedAt: string | null;
            /**
             * Format: date-time
             * @description When the session last renewed its access (it does so every 15 minutes of use).
             */
            lastSeenAt: string;
            /** @description The sign-in passed a second factor (an authenticator app or recovery code). */
            secondFactor: boolean;
            /** Format: date-time */
            signedInAt: string;
        };
        SignalCandlesDto: {
            /**
             * Format: date-time
             * @description When the provider was asked.
             */
            asOf: string;
            /** @description Oldest first. */
            candles: components["schemas"]["CandleDto"][];
            /** @description The last close: the current price while the signal is open. */
            lastPrice: number | null;
            /** @example EURUSD */
            symbol: string;
            /** @example 15min */
            timeframe: string;
        };
        SignalDetailDto: {
            category: components["schemas"]["InstrumentCategory"];
            /** Format: date-time */
            closedAt: string | null;
            /** @description The out-of-sample share (0-100) of signals like this that ended in profit after costs. */
            confidence: number;
            /** Format: date-time */
            createdAt: string;
            entryPrice: number;
            exitPrice: number | null;
            /** @description What was measured for signals like this; null for signals published before it was. */
            expectation: components["schemas"]["SignalExpectationDto"] | null;
            /** Format: date-time */
            expiresAt: string;
            /** @description The first price a reader could act on after publication. */
            fillPrice: number | null;
            id: number;
            /** @description The place of its commitment in the transparency log (GET /api/ledger/entries), fixed at publication; null if never committed. */
            ledgerIndex: number | null;
            /** @description High- and medium-impact releases for its currencies from a day before it to its expiry. */
            newsEvents: components["schemas"]["SignalNewsEventDto"][];
            /** @description What the news did to this signal; null when none. */
            newsInfluence: string | null;
            /**
             * Format: date-time
             * @description When the high-impact release the news note names comes out; null when none is due.
             */
            newsReleaseAt: string | null;
            /** @enum {string} */
            outcome: "OPEN" | "WIN" | "LOSS" | "EXPIRED";
            reasoning: string | null;
            /** @description Pips from the fill to the exit. */
            resultPips: number | null;
            /** @description In units of the published risk, net of the round-trip cost. */
            resultR: number | null;
            /** @description The same before costs. */
            resultRGross: number | null;
            riskReward: number;
            /** @enum {string} */
            settlementRule: "tradable" | "published-close";
            signalType: components["schemas"]["SignalType"];
            stopLoss: number;
            stopLossPips: number;
            /** @example EURUSD */
            symbol: string;
            takeProfit: number;
            takeProfitPips: number;
        };
        SignalExpectationDto: {
            /** @description Their average net result, in R. */
            averageR: number;
            /**
             * @description The third of the model’s predictions the signal fell in.
             * @example upper third
             */
            band: string;
            /** @description The band’s average is above chance’s 95th percentile: the only ground for a highlight. */
            beatsChance: boolean;
            /** @description A random side’s average net result at the same entries, in R. */
            chanceAverageR: number;
            /** @description The same share for a random side at the same entries, 0-1. */
            chanceProfitRate: number;
            /**
             * @description The event the probabilities are of.
             * @enum {string}
             */
            event: "ended in profit after costs";
            /** Format: date-time */
            measuredFrom: string;
            /** Format: date-time */
            measuredTo: string;
            /** @description Whether the model orders its signals at all; when not, confidence is shown muted. */
            ordersSignals: boolean;
            /** @description Share of them that ended in profit after costs, 0-1. */
            profitRate: number;
            /** @description Out-of-sample signals of that band the figures come from. */
            trades: number;
        };
        SignalHistoryPageDto: {
            items: components["schemas"]["ClosedSignalDto"][];
            page: number;
            pageSize: number;
            /** @description Closed signals matching the filters, over all pages. */
            total: number;
        };
        SignalNewsEventDto: {
            actual: string | null;
            /** @example USD */
            currency: string;
            /** @example CPI m/m */
            event: string;
            forecast: string | null;
            /** @enum {string} */
            impact: "high" | "medium";
            /** Format: date-time */
            publishedAt: string;
            /** @description How the actual compared with the forecast. */
            surprise: string | null;
        };
        /** @enum {string} */
        SignalType: "BUY" | "SELL";
        SignedCheckpointDto: {
            /** @description The C2SP signed note. */
            note: string;
            /** Format: date-time */
            signedAt: string;
            treeSize: number;
        };
        SignupDto: {
            /** @example trader@example.com */
            email: string;
            /** @description At least 6 characters, and not one of the commonest passwords. */
            password: string;
            /**
             * @description Starts with '+', at least 8 characters.
             * @example +12025550143
             */
            phone?: string;
        };
        StaffMtAccountDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description null: no key issued (or revoked). */
            key: components["schemas"]["AccountKeyDto"] | null;
            /**
             * Format: date-time
             * @description When the last key was revoked, while no key has been issued since.
             */
            keyRevokedAt: string | null;
            /** @example 12345678 */
            mtId: string;
            /** @description Other traders whose Expert Advisor runs on the same server and login (each signal traded twice). */
            sameLogin: components["schemas"]["SameLoginDto"][];
            settings: components["schemas"]["RiskSettingsDto"];
            /** @description Another SignalDesk account's Expert Advisor reported the same broker server and login: each signal may be traded twice. */
            sharedLogin: boolean;
            /** @description null: the Expert Advisor has not reported yet. */
            terminal: components["schemas"]["TerminalStateDto"] | null;
            trades: components["schemas"]["TradeCountsDto"];
        };
        StressedCostsDto: {
            /** @description Net average per signal at that cost, R. */
            averageR: number | null;
            /** @description The coin’s 95th percentile at that cost, R. */
            chanceP95: number | null;
            /** @example 1.5 */
            costMultiple: number;
        };
        SubscriptionChoiceDto: {
            hasChosenPlan: boolean;
            /** @enum {string|null} */
            plan: "BASIC" | "PRO" | "ENTERPRISE" | "CUSTOM" | "TRIAL" | null;
        };
        SubscriptionLimitsDto: {
            maxAccounts: number;
            plan: components["schemas"]["PlanType"];
        };
        SubscriptionStatusDto: {
            amountPaid: number | null;
            /** @enum {string|null} */
            billingCycle: "monthly" | "yearly" | null;
            connectedAccounts: number;
            currencyPaid: string | null;
            daysRemaining: number;
            /** Format: date-time */
            expiresAt: string | null;
            isActive: boolean;
            maxAccounts: number;
            /** Format: date-time */
            nextBillingDate: string | null;
            /** @enum {string|null} */
            plan: "BASIC" | "PRO" | "ENTERPRISE" | "CUSTOM" | "TRIAL" | null;
            scheduledChange: components["schemas"]["ScheduledChangeDto"] | null;
            /** @enum {string|null} */
            status: "PENDING" | "ACTIVE" | "EXPIRED" | "CANCELLED" | null;
        };
        SuccessDto: {
            /** @enum {boolean} */
            success: true;
        };
        SymbolFiguresDto: {
            /** @description Mean R of the signals that lost money (R < 0), negative. */
            averageLossR: number | null;
            /** @description Mean result per signal, in R (units of the published risk), net of cost. */
            averageR: number | null;
            /** @description Mean result per signal before costs; null where one was not recorded. */
            averageRGross: number | null;
            /** @description Mean R of the signals that made money (R > 0). */
            averageWinR: number | null;
            /** @description Share winning × average win + share losing × average loss, in R. */
            expectancyR: number | null;
            /** @description Closed at expiry, neither stop nor target touched. */
            expired: number;
            /** @description Most signals in a row with R below zero. */
            longestLosingStreak: number;
            losses: number;
            /** @description Deepest fall of cumulative R from a previous high (the curve starts at 0). */
            maxDrawdownR: number;
            /** @description Gross R won over gross R lost; null when nothing was lost. */
            profitFactor: number | null;
            /** @example EURUSD */
            symbol: string;
            /** @description Sum of the results, in R. */
            totalR: number;
            /** @description Closed signals in the series. */
            trades: number;
            /** @description Wins over all closed signals (expired ones count as not won), 0-1. */
            winRate: number | null;
            wins: number;
        };
        SymbolNetDto: {
            /** @description Mean net result in R at the floors, financing included. */
            netR: number | null;
            trades: number;
        };
        TelegramChannelDto: {
            /** @description Whether this server has a Telegram bot to send through. */
            available: boolean;
            /** @example SignalDeskBot */
            botUsername: string | null;
            /** @description Whether a chat is linked to this account. */
            linked: boolean;
        };
        TelegramLinkDto: {
            /** Format: date-time */
            expiresAt: string;
            /**
             * @description Open it and press Start.
             * @example https://t.me/SignalDeskBot?start=…
             */
            url: string;
        };
        TerminalStateDto: {
            /** @example 10250.4 */
            balance: number;
            /** @example Example Markets Ltd */
            broker: string;
            /**
             * @description As the terminal names it (USc on a cent account).
             * @example USD
             */
            currency: string;
            /** @example 10190.15 */
            equity: number;
            /** Format: date-time */
            lastSeenAt: string;
            /**
             * @description The chart symbol's, from EAs before lotSteps.
             * @example 0.01
             */
            lotStep: number | null;
            /**
             * @description Each traded symbol's lot step, by the broker's name.
             * @example {
             *       "EURUSD.r": 0.01
             *     }
             */
            lotSteps: {
                [key: string]: number;
            };
            /**
             * @description Why the EA trades nothing now (it reads no signals meanwhile); null while it can trade.
             * @enum {string|null}
             */
            notTrading: "netting" | "not-connected" | "algo-trading-off" | "ea-trading-off" | "account-trading-off" | "experts-off" | null;
            /**
             * @description The broker's trade server.
             * @example MetaQuotes-Demo
             */
            server: string | null;
            /** @example 4755 */
            terminalBuild: number;
        };
        TestAlertResultDto: {
            /** @description The channels a test alert was queued for. */
            channels: ("email" | "telegram" | "webhook")[];
        };
        TokenPair: {
            /** @description A JWT, valid for 15 minutes; send it as a bearer token. */
            accessToken: string;
            /** @description Opaque; single use: each refresh returns a new one. */
            refreshToken: string;
        };
        TokenPairResponseDto: {
            /** @description A new access token for this device. */
            accessToken: string;
            /** @description A new refresh token for this device. */
            refreshToken: string;
        };
        TotpCodeDto: {
            /** @example 123456 */
            code: string;
        };
        TrackFiguresDto: {
            /** @description Mean R of the signals that lost money (R < 0), negative. */
            averageLossR: number | null;
            /** @description Mean result per signal, in R (units of the published risk), net of cost. */
            averageR: number | null;
            /** @description Mean result per signal before costs; null where one was not recorded. */
            averageRGross: number | null;
            /** @description Mean R of the signals that made money (R > 0). */
            averageWinR: number | null;
            /** @description Share winning × average win + share losing × average loss, in R. */
            expectancyR: number | null;
            /** @description Closed at expiry, neither stop nor target touched. */
            expired: number;
            /** @description Most signals in a row with R below zero. */
            longestLosingStreak: number;
            losses: number;
            /** @description Deepest fall of cumulative R from a previous high (the curve starts at 0). */
            maxDrawdownR: number;
            /** @description Gross R won over gross R lost; null when nothing was lost. */
            profitFactor: number | null;
            /** @description Sum of the results, in R. */
            totalR: number;
            /** @description Closed signals in the series. */
            trades: number;
            /** @description Wins over all closed signals (expired ones count as not won), 0-1. */
            winRate: number | null;
            wins: number;
        };
        TrackRecordDto: {
            /** @description In the order of the app’s tabs; only categories with closed signals. */
            byCategory: components["schemas"]["CategoryFiguresDto"][];
            /** @description Oldest month first. */
            byMonth: components["schemas"]["MonthFiguresDto"][];
            /** @description Alphabetical. */
            bySymbol: components["schemas"]["SymbolFiguresDto"][];
            calibration: components["schemas"]["LiveCalibrationRowDto"][];
            /** @description A random side at the same fills, same exits and costs. */
            chance: components["schemas"]["SameEntryChanceDto"];
            checkpoint: components["schemas"]["CheckpointDto"];
            /** @description Closed signals settled as a reader could trade them (= figures.trades). */
            closedSignals: number;
            /** @description Correction entries in the log (each with its reason). */
            corrections: number;
            delayedView: components["schemas"]["DelayedViewDto"];
            /** @description Cumulative R after each closed signal, oldest first. */
            equity: components["schemas"]["EquityPointDto"][];
            evidence: components["schemas"]["EvidenceDto"];
            figures: components["schemas"]["TrackFiguresDto"];
            /** @description How sure the net average is (months resampled); low, high and P(≤ 0) are null until evidence.enough. */
            interval: components["schemas"]["AverageIntervalDto"];
            /** @description Closed signals settled under the first rule: listed, but left out of every figure. */
            legacySignals: number;
            /** @description Published signals not revealed yet: open, or closed while the coin or the delayed reader is still settling (at most until expiry). */
            pendingSignals: number;
            /** @description Signals published: commitments in the log (and links of the old chain). */
            publishedSignals: number;
            /** @description The symbols the engine publishes: those measured out of sample. */
            publishedSymbols: string[];
            rates: components["schemas"]["OutcomeRatesDto"];
            stressed: components["schemas"]["StressedCostsDto"];
            verdict: components["schemas"]["VerdictDto"];
            /** @description Signals that never had a price a reader could act on before expiry: counted apart. */
            voidSignals: number;
            /** @description The same as figures.winRate, for the landing claim. */
            winRate: number | null;
        };
        TradeCountsDto: {
            closed: number;
            /** @description Filled and still open. */
            filled: number;
            /**
             * Format: date-time
             * @description The last trade report.
             */
            lastReportAt: string | null;
            skipped: number;
        };
        TraderSignalsDto: {
            /** @description Why the signals page is closed to the trader; null when it is open. */
            closedReason: string | null;
            /** @description How long after publication the trader's plan shows a new signal; 0: at once. */
            delayMinutes: number;
            /** @description Whether the trader may open the signals at all (an active subscription). */
            hasAccess: boolean;
            /** @description The active signals exactly as GET /api/ai-signals answers the trader; empty when closed. */
            signals: components["schemas"]["AiSignalDto"][];
        };
        TwoFactorChallengeDto: {
            /** @description Send it back with the code to POST /api/auth/two-factor; single use. */
            challenge: string;
            /**
             * Format: date-time
             * @description After this the password must be given again.
             */
            expiresAt: string;
            /** @enum {boolean} */
            twoFactorRequired: true;
        };
        TwoFactorEnabledDto: {
            /** @description A new access token for this device, signed in with the second factor. */
            accessToken: string;
            /**
             * @example [
             *       "ABCD-EFGH-JKMN"
             *     ]
             */
            recoveryCodes: string[];
            /** @description A new refresh token for this device. */
            refreshToken: string;
        };
        TwoFactorSetupDto: {
            /** @description The otpauth:// address the QR code holds. */
            otpauthUri: string;
            /** @description The Base32 secret, for typing into an authenticator app. */
            secret: string;
        };
        TwoFactorSignInDto: {
            /** @description The challenge the login answered with. */
            challenge: string;
            /**
             * @description A 6-digit code from the authenticator app, or a recovery code.
             * @example 123456
             */
            code: string;
        };
        TwoFactorStatusDto: {
            enabled: boolean;
            /** Format: date-time */
            enabledAt: string | null;
            /** @description Unused recovery codes. */
            recoveryCodesLeft: number;
            /** @description The admin's setting requires two-factor sign-in for this account's role. */
            requiredForRole: boolean;
        };
        UpdateAlertSettingsDto: {
            emailEnabled: boolean;
            /** @description High-impact releases of the chosen currencies, 15 minutes ahead. */
            highImpactNews: boolean;
            /** @description New signals below this confidence are not sent. */
            minConfidence: number;
            newSignals: boolean;
            /** @description Empty: every major currency. */
            newsCurrencies: ("USD" | "EUR" | "GBP" | "JPY" | "AUD" | "CAD" | "CHF" | "NZD")[];
            /** @description A message when a payment is confirmed (the e-mail receipt always comes). */
            paymentConfirmed: boolean;
            /** @description Empty: every category. */
            signalCategories: ("Major" | "Minor" | "Metals" | "Indices" | "Crypto" | "Exotic" | "Other")[];
            signalOutcomes: boolean;
            /** @description Reminders before the subscription ends. */
            subscriptionReminders: boolean;
            /** @description Needs a linked chat (POST /api/alerts/telegram/link). */
            telegramEnabled: boolean;
            /** @description Needs webhookUrl. */
            webhookEnabled: boolean;
            /** @example https://example.com/hooks/signals */
            webhookUrl: string | null;
        };
        UpdateProfileDto: {
            firstName?: string;
            lastName?: string;
        };
        UpdateSecuritySettingsDto: {
            requireStaffTwoFactor?: boolean;
        };
        UpdateSettingsDto: {
            /** @enum {string} */
            accountCurrency?: "USD" | "EUR" | "GBP" | "JPY" | "CHF" | "AUD" | "CAD";
            /** @description null: read it from the terminal. */
            balance?: number | null;
            /** @example 3 */
            maxOpenPositions?: number;
            paused?: boolean;
            /** @example 1 */
            riskPercent?: number;
            symbolMap?: {
                [key: string]: string;
            };
            /** @example  */
            symbolPrefix?: string;
            /** @example .r */
            symbolSuffix?: string;
            symbolsOff?: string[];
        };
        UpdateUserSettingsDto: {
            /**
             * @description An IANA zone to show every time in; null goes back to the browser's own.
             * @example Europe/London
             */
            timeZone: string | null;
        };
        UserDto: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            firstName: string | null;
            id: number;
            lastName: string | null;
            phone: string | null;
            role: components["schemas"]["Role"];
        };
        UserSettingsDto: {
            calendarFeed: components["schemas"]["CalendarFeedStatusDto"];
            /** @description The chosen IANA zone; null: the browser's own. */
            timeZone: string | null;
        };
        VerdictDto: {
            /** @enum {string} */
            kind: "better-than-chance" | "no-edge" | "loses" | "too-few";
            /** @example No edge over chance shown after costs */
            sentence: string;
        };
        WebhookChannelDto: {
            /** @description Whether a signing secret exists (it is shown once, when made). */
            hasSecret: boolean;
        };
        WebhookSecretDto: {
            /**
             * @description Shown once: sign-check every webhook body with it.
             * @example whsec_…
             */
            webhookSecret: string;
        };
        YearlySavingDto: {
            /** @example 34.8 */
            amount: number;
            /**
             * @description Whole percent of twelve monthly payments.
             * @example 10
             */
            percent: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MtAccountDto"][];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_add: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAccountDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MtAccountDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_revokeAllKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedKeysDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such account of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_issueKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedKeyDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such account of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The key changed since the caller saw it (replaces does not match). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_revokeKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MtAccountDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such account of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MtAccountDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such account of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountTradesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTradesDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such account of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; fields: id, createdAt, action. Default ["createdAt","DESC"]. */
                sort?: string;
                /** @description JSON [first, last], zero-based and inclusive; at most 100 records. Default [0,24]. */
                range?: string;
                /** @description JSON object; keys: targetType, targetId, actorId. Each takes one value (text, a number, true, false or null). */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records, in the order asked for. */
            200: {
                headers: {
                    /** @description `audit first-last/total`, e.g. `audit 0-24/318`; exposed to other origins by CORS. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsAdminController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; fields: id, createdAt, status, priceAmount, confirmedAt. Default ["createdAt","DESC"]. */
                sort?: string;
                /** @description JSON [first, last], zero-based and inclusive; at most 100 records. Default [0,24]. */
                range?: string;
                /** @description JSON object; keys: status, createdAt_gte, createdAt_lte, q, userId, plan. Each takes one value (text, a number, true, false or null). */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records, in the order asked for. */
            200: {
                headers: {
                    /** @description `payments first-last/total`, e.g. `payments 0-24/318`; exposed to other origins by CORS. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsAdminController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every payment the filters select, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A sort or filter the list does not allow */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin: "Exports are for admins only: support can read the list on screen". */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; fields: id, planType, name, monthlyPrice, yearlyPrice, accountLimit, signalDelayMinutes, displayOrder, isActive, isPopular. Default ["displayOrder","ASC"]. */
                sort?: string;
                /** @description JSON [first, last], zero-based and inclusive; at most 100 records. Default [0,24]. */
                range?: string;
                /** @description JSON object; keys: isActive, planType, q. Each takes one value (text, a number, true, false or null). */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records, in the order asked for. */
            200: {
                headers: {
                    /** @description `plans first-last/total`, e.g. `plans 0-24/318`; exposed to other origins by CORS. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_save: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostPlanDto"];
            };
        };
        responses: {
            /** @description The plan, created or updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The id names no plan. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description The id names a plan of another planType: a plan's type cannot change.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_defaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans as "Reset to Defaults" restores them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DefaultPlanDto"][];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_init: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default plans, restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansAdminController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ServerErrorsController_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers with this reference, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServerErrorDto"][];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No recorded answer has this reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SecuritySettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SecuritySettingsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSecuritySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
            /** @description Turning the requirement on needs two-factor sign-in on your own account. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AdminStatsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AdminStatsController_revenue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRevenueDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin: "Revenue figures are for admins only". */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsAdminController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; fields: id, expiresAt, status, planType, createdAt. Default ["expiresAt","ASC"]. */
                sort?: string;
                /** @description JSON [first, last], zero-based and inclusive; at most 100 records. Default [0,24]. */
                range?: string;
                /** @description JSON object; keys: status, plan, q, userId. Each takes one value (text, a number, true, false or null). */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records, in the order asked for. */
            200: {
                headers: {
                    /** @description `subscriptions first-last/total`, e.g. `subscriptions 0-24/318`; exposed to other origins by CORS. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsAdminController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every subscription the filters select, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A sort or filter the list does not allow */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin: "Exports are for admins only: support can read the list on screen". */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsAdminController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsAdminController_extend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendSubscriptionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscriptionDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersAdminController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; fields: id, email, role, createdAt, lastName. Default ["createdAt","DESC"]. */
                sort?: string;
                /** @description JSON [first, last], zero-based and inclusive; at most 100 records. Default [0,24]. */
                range?: string;
                /** @description JSON object; keys: q, role, subscriptionStatus, disabled, id. Each takes one value (text, a number, true, false or null), except these, which take a list of them: id. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records, in the order asked for. */
            200: {
                headers: {
                    /** @description `users first-last/total`, e.g. `users 0-24/318`; exposed to other origins by CORS. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersAdminController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every user the filters select, as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A sort or filter the list does not allow */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin: "Exports are for admins only: support can read the list on screen". */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersAdminController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's newest alerts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDeliveryDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AccountsAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMtAccountDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignInsAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest ten sign-ins, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInDto"][];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalsAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraderSignalsDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Needs the role admin or support. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalsController_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Send it back as If-None-Match. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiSignalDto"][];
                };
            };
            /** @description The copy named by If-None-Match is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalDetailController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignalDetailDto"];
                };
            };
            /** @description The id is not a whole number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description The signal is not yet in view on the caller's plan.
             *
             *     No active subscription.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No signal has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalDetailController_candles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignalCandlesDto"];
                };
            };
            /** @description The id is not a whole number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description The signal is not yet in view on the caller's plan.
             *
             *     No active subscription.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No signal has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The market data provider could not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last 20 alerts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDeliveryDto"][];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertSettingsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAlertSettingsDto"];
            };
        };
        responses: {
            /** @description The first webhook address comes back with its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertSettingsDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_unlinkTelegram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat is unlinked; Telegram alerts stop. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertSettingsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_linkTelegram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramLinkDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description This server has no Telegram bot. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_test: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestAlertResultDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A test went out less than 30 seconds ago. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AlertsController_rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecretDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthConfigDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_confirmEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangedResponseDto"];
                };
            };
            /** @description The link is invalid, used or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description Another account has taken the address meanwhile.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_forgotPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description The same answer whether or not the address has an account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description Not an email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_googleLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginDto"];
            };
        };
        responses: {
            /** @description Signed in (tokens), or, with two-factor sign-in on, a challenge that a code completes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"] | components["schemas"]["TwoFactorChallengeDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Google did not vouch for the token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Google sign-in is not enabled on this server. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Signed in (tokens), or, with two-factor sign-in on, a challenge that a code completes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"] | components["schemas"]["TwoFactorChallengeDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Wrong email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            /** @description The refresh token (if given) is revoked, with `everywhere` every one of its owner's; their access tokens and open streams end. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description A new pair; the old refresh token is spent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The refresh token is unknown, spent or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description Password set; every session of the account ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The link is invalid, used or expired, or the password too short. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_checkResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetLinkDto"];
            };
        };
        responses: {
            /** @description The link can still set a password; nothing is used up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The link is invalid, used or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Signed up and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description An account with this email already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    AuthController_twoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSignInDto"];
            };
        };
        responses: {
            /** @description Signed in; the challenge is spent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            /** @description No challenge, or not the shape of a code. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The code is wrong or spent, or the challenge timed out or is spent. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The account is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong codes for this account; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    EaController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EaReportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EaReportAnswerDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No account key, or one revoked, replaced or never issued. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A signal never sent to this account, or a ticket never filled on it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Over EA_REQUESTS_PER_MINUTE for this key; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ExpertAdvisorController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpertAdvisorSetupDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    EaController_signals: {
        parameters: {
            query?: {
                /** @description The last page's cursor; left out on first start. */
                after?: string;
                /** @description Events per page, 1 to 200 (50 when left out). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EaFeedDto"];
                };
            };
            /** @description Nothing new after the cursor. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No account key, or one revoked, replaced or never issued. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The account's owner has no running plan, or is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Over EA_REQUESTS_PER_MINUTE for this key; see Retry-After. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up and the database answered; status "degraded" when Redis (if configured) is down. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description The database did not answer (status "down"). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_checkpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description origin, tree size, base64 root, a blank line, and the signature line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_checkpoints: {
        parameters: {
            query: {
                from: number;
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedCheckpointDto"][];
                };
            };
            /** @description from or to is not valid; the message says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_entries: {
        parameters: {
            query: {
                /** @description The first entry wanted (entries are numbered from 0). */
                start: number;
                /** @description Just after the last entry wanted; at most 1000 entries come in one answer. Default: start + 1000. */
                end?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntriesPageDto"];
                };
            };
            /** @description start or end is not valid; the message says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One line, ending in a newline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_consistency: {
        parameters: {
            query: {
                /** @description The size of the older tree (a checkpoint you kept). */
                from: number;
                /** @description The size of the newer tree. */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsistencyProofDto"];
                };
            };
            /** @description A size is not in the log, or from exceeds to; the message says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LedgerController_inclusion: {
        parameters: {
            query: {
                index: number;
                /** @description The size of the tree the proof is for (a checkpoint’s). */
                treeSize: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InclusionProofDto"];
                };
            };
            /** @description The entry or the size is not in the log; the message says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    NewsController_analyze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoBodyDto"];
            };
        };
        responses: {
            /** @description Done, or skipped within the cool-down (performed: false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsActionResultDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CalendarFeedController_calendar: {
        parameters: {
            query: {
                /** @description The secret from POST /api/user/calendar-feed. */
                token: string;
                /** @description Comma-separated: high, medium, low, holiday. Default all. */
                impact?: string[];
                /** @description Comma-separated ISO currency codes. Default all. */
                currency?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) document: the past week and the coming two weeks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The owner of the token has no active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The token is unknown or was revoked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    NewsController_processed: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Ignored: the list is the same for readers in every time zone. Still checked to be an IANA name.
                 */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessedNewsDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    NewsController_scrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoBodyDto"];
            };
        };
        responses: {
            /** @description Done, or skipped within the cool-down (performed: false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsActionResultDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The news source failed; the answer says since when the news being served dates. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_currencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrenciesDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentCheckoutDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingHistoryItemDto"][];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_quote: {
        parameters: {
            query: {
                plan_type: "BASIC" | "PRO";
                billing_cycle: components["schemas"]["BillingCycle"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutQuoteDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A plan managed by support, or a next period already paid for on another plan. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ReceiptsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No confirmed payment of the caller with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such payment of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PaymentsController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, cancelled: it is offered no more. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such payment of the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description Already paid, replaced, expired, or money has arrived on it.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPlanDto"][];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PlansController_contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanContactDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalsController_backtest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BacktestReportDto"];
                };
            };
            /** @description The report file is missing from this deployment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalsController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateSignalsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateSignalsResultDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TrackRecordController_history: {
        parameters: {
            query?: {
                /** @description Only this instrument category. */
                category?: "Major" | "Minor" | "Metals" | "Indices" | "Crypto" | "Exotic" | "Other";
                /** @description Only this symbol (any case, separators ignored). */
                symbol?: string;
                /** @description Only signals that ended this way. */
                outcome?: "WIN" | "LOSS" | "EXPIRED" | "VOID";
                /** @description Closed at or after this moment (ISO 8601). */
                from?: string;
                /** @description Closed before this moment (ISO 8601). */
                to?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignalHistoryPageDto"];
                };
            };
            /** @description A filter or the page is not valid; the message says which. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TrackRecordController_performance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackRecordDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SignalsController_events: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the events since then are sent first. */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream that stays open: events `signal` (data: an AiSignalDto), `outcome` and `expired` (data: { id, symbol, outcome, at }); `ended` (data: { reason, message }) just before the server ends the stream because a newer one of the same user took its seat (SIGNALS_STREAMS_PER_USER). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_choice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionChoiceDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_choose: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChoosePlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionChoiceDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatusDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_limits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionLimitsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_resume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatusDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description The subscription is not cancelled, or has ended.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_scheduleChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatusDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description No running subscription, an upgrade, the current plan, or a change already paid for.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_cancelScheduledChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatusDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description Nothing is scheduled, or the change is already paid for.
             *
             *     A request with this Idempotency-Key is still running.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SubscriptionsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatusDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    NewsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoBodyDto"];
            };
        };
        responses: {
            /** @description Done, or skipped within the cool-down (performed: false). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsActionResultDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No active subscription. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The news source failed; the answer says since when the news being served dates. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    MyDataController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeletedDto"];
                };
            };
            /** @description Current password wrong or missing. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description An admin account cannot delete itself. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong passwords for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UserSettingsController_createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedTokenDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UserSettingsController_revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_changeEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Up to 100 letters, digits, dashes or underscores. Sent again with the same request within 10 minutes, it returns the first answer (header Idempotent-Replayed: true) instead of doing the work twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEmailDto"];
            };
        };
        responses: {
            /** @description A message went to the new address: a confirmation link, or, when another account has that address, a notice to its owner. The same answer either way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description Current password wrong, or not an email address. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The Idempotency-Key was already used for a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong passwords for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    MyDataController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything kept about the caller, as one JSON file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDataExportDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CredentialsController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description New tokens for this device; every other session ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairResponseDto"];
                };
            };
            /** @description Current password wrong, or the new one invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong passwords for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description The request is not valid; the sentence says why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UserSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UserSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsDto"];
                };
            };
            /** @description The time zone is not an IANA name. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TwoFactorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatusDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TwoFactorController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTwoFactorDto"];
            };
        };
        responses: {
            /** @description Off; the secret and the recovery codes are erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatusDto"];
                };
            };
            /** @description Two-factor sign-in is off, the password is wrong, or the code is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The admin's setting requires two-factor sign-in for this role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong passwords or codes for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TwoFactorController_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableTwoFactorDto"];
            };
        };
        responses: {
            /** @description On; the recovery codes are shown this once. Every other session has ended: this device carries on with the new tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnabledDto"];
                };
            };
            /** @description No set-up begun, the password is wrong, or the code is wrong or spent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Two-factor sign-in is already on. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong passwords or codes for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TwoFactorController_regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCodeDto"];
            };
        };
        responses: {
            /** @description A new set; the earlier codes stop working. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description Two-factor sign-in is off, or the code is wrong or spent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many attempts from this address, or wrong codes for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    TwoFactorController_beginSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new secret, shown this once; pending until confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetupDto"];
                };
            };
            /** @description The account has no password yet (Google sign-in only): turning it on asks for one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Two-factor sign-in is already on. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
}
