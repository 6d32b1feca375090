// Strapi's own German texts address the editor with "du"; ours say "Sie" (issue #44). These
// replace every such text of the admin and the plugins this CMS runs, keyed as the admin looks
// them up (a plugin's keys carry its id). register.test.ts finds any Strapi adds later.

export const sieTexts: Record<string, string> = {
  // Admin: login, home, profile, settings
  'Auth.components.Oops.text': 'Ihr Konto wurde deaktiviert.',
  'Auth.components.Oops.text.admin':
    'Falls das ein Fehler war, wenden Sie sich bitte an Ihre Administratorin oder Ihren Administrator.',
  'Auth.form.button.login.providers.error':
    'Über den ausgewählten Anbieter können wir Sie nicht anmelden.',
  'Auth.form.error.blocked': 'Ihr Konto wurde von der Administration gesperrt.',
  'Auth.form.error.confirmed': 'Die E-Mail-Adresse Ihres Kontos ist nicht bestätigt.',
  'Auth.form.error.email.provide':
    'Bitte geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.',
  'Auth.form.error.password.format':
    'Ihr Passwort darf das Zeichen `$` höchstens dreimal enthalten.',
  'Auth.form.error.password.local':
    'Dieses Konto hat kein lokales Passwort. Bitte melden Sie sich über den Anbieter an, mit dem das Konto angelegt wurde.',
  'Auth.form.error.password.provide': 'Bitte geben Sie Ihr Passwort ein.',
  'Auth.form.error.ratelimit':
    'Zu viele Versuche. Bitte versuchen Sie es in einer Minute noch einmal.',
  'Auth.form.forgot-password.email.label': 'Ihre E-Mail-Adresse',
  'Auth.form.register.news.label':
    'Ich möchte über neue Funktionen und anstehende Verbesserungen informiert werden (damit werden die {terms} und die {policy} akzeptiert).',
  'Auth.form.register.subtitle':
    'Ihre Zugangsdaten dienen nur der Anmeldung im Admin-Bereich. Alle Daten werden in der Datenbank dieses CMS gespeichert.',
  'Auth.form.welcome.subtitle': 'Melden Sie sich mit Ihrem Strapi-Konto an',
  'HomePage.header.subtitle': 'Willkommen in Ihrem Administrationsbereich',
  'HomePage.widget.no-permissions': 'Sie haben keine Berechtigung, dieses Widget zu sehen.',
  'Roles.RoleRow.select-all': '{name} für Mehrfachaktionen auswählen',
  'Settings.apiTokens.copy.lastWarning': 'Kopieren Sie Ihr API-Token',
  'Settings.apiTokens.addFirstToken': 'Erstes API-Token hinzufügen',
  'Settings.apiTokens.emptyStateLayout': 'Es gibt noch keine Inhalte …',
  'Settings.apiTokens.createPage.permissions.header.hint':
    'Wählen Sie die Aktionen der Anwendung oder des Plugins und klicken Sie auf das Zahnrad, um die zugehörige Route zu sehen.',
  'Settings.application.customization.carousel-hint':
    'Logo des Admin-Bereichs ändern (höchstens {dimension}×{dimension} Pixel, höchstens {size} KB)',
  'Settings.application.customization.modal.pending.choose-another': 'Anderes Logo wählen',
  'Settings.application.customization.modal.pending.subtitle':
    'Das ausgewählte Logo vor dem Hochladen bearbeiten',
  'Settings.application.customization.modal.tab.label': 'Wie möchten Sie die Dateien hochladen?',
  'Settings.application.link-upgrade': 'Admin-Bereich aktualisieren',
  'Settings.permissions.auditLogs.filters.combobox.aria-label':
    'Option zum Filtern suchen und wählen',
  'Settings.permissions.auditLogs.listview.header.subtitle':
    'Protokoll aller Aktivitäten in Ihrer Umgebung',
  'Settings.permissions.auditLogs.not-available':
    'Audit-Logs gibt es nur in einem kostenpflichtigen Tarif. Mit einem Upgrade erhalten Sie eine durchsuchbare und filterbare Übersicht aller Aktivitäten.',
  'Settings.permissions.select-all-by-permission': 'Alle Berechtigungen „{label}“ auswählen',
  'Settings.permissions.select-by-permission': 'Berechtigung „{label}“ auswählen',
  'Settings.profile.form.notify.data.loaded': 'Ihre Profildaten wurden geladen.',
  'Settings.profile.form.section.experience.interfaceLanguage.hint':
    'Die Oberfläche erscheint für Sie in der gewählten Sprache.',
  'Settings.profile.form.section.experience.interfaceLanguageHelp':
    'Diese Einstellungen gelten nur für Sie. Mehr dazu {here}.',
  'Settings.sso.form.defaultRole.description-not-allowed':
    'Sie haben keine Leseberechtigung für die Admin-Rollen.',
  'Settings.sso.form.localAuthenticationLock.description':
    'Wählen Sie die Rollen, für die die lokale Anmeldung abgeschaltet werden soll.',
  'Settings.sso.not-available':
    'SSO gibt es nur in einem kostenpflichtigen Tarif. Mit einem Upgrade können Sie weitere Anmeldeverfahren für den Admin-Bereich einrichten.',
  'Settings.content-history.description':
    'Mehr Kontrolle über jeden Schritt im Lebenszyklus Ihrer Inhalte.',
  'Settings.content-history.not-available':
    'Die Inhaltshistorie gibt es nur in einem kostenpflichtigen Tarif. Mit einem Upgrade behalten Sie den ganzen Lebenszyklus Ihrer Inhalte im Blick.',
  'Settings.tokens.copy.editMessage': 'Aus Sicherheitsgründen sehen Sie das Token nur einmal.',
  'Settings.tokens.copy.lastWarning':
    'Kopieren Sie das Token jetzt: Sie werden es nicht noch einmal sehen.',
  'Settings.tokens.popUpWarning.message': 'Möchten Sie das Token wirklich neu erzeugen?',
  'Settings.transferTokens.addFirstToken': 'Erstes Transfer-Token hinzufügen',
  'Settings.transferTokens.emptyStateLayout': 'Es gibt noch keine Inhalte …',
  'Settings.webhooks.trigger.title': 'Vor dem Auslösen speichern',
  'Settings.page.PurchaseAudit-logs.description': 'Änderungen im Team nachverfolgen und prüfen',
  'Settings.page.PurchaseSSO.description': 'Die Anmeldung für Ihr Team vereinfachen',
  'Usecase.input.work-type': 'Welche Rolle beschreibt Ihre Position am besten?',
  'Usecase.title': 'Erzählen Sie uns etwas mehr über sich',
  anErrorOccurred: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es noch einmal.',
  'app.components.BlockLink.blog.content': 'Die neuesten Nachrichten über Strapi und sein Umfeld.',
  'app.components.BlockLink.cloud.content':
    'Vollständig verwaltetes Cloud-Hosting für Ihr Strapi-Projekt.',
  'app.components.BlockLink.documentation.content': 'Grundlagen, Anleitungen und Anweisungen.',
  'app.components.BlockLink.tutorial.content':
    'Schritt-für-Schritt-Anleitungen, wie Sie Strapi nutzen und anpassen.',
  'app.components.DownloadInfo.text': 'Das kann einen Moment dauern. Danke für Ihre Geduld.',
  'app.components.EmptyStateLayout.content-permissions':
    'Sie haben nicht die nötigen Berechtigungen, um diesen Inhalt zu sehen.',
  'app.components.FreeTrialEndedModal.description':
    'Ihr Zugang zu Funktionen des Growth-Tarifs wie Inhaltshistorie, Releases und Single Sign-On (SSO) ist abgelaufen.',
  'app.components.FreeTrialEndedModal.notice.item4':
    'Wenn Sie auf einen kleineren Tarif wechseln, setzen Sie unbedingt ein Passwort für die Root-Administration, damit der Zugang zum Admin-Bereich erhalten bleibt.',
  'app.components.FreeTrialEndedModal.title': 'Ihre Testphase ist beendet',
  'app.components.FreeTrialWelcomeModal.button': 'Testphase beginnen',
  'app.components.FreeTrialWelcomeModal.description1':
    'In den nächsten 30 Tagen haben Sie vollen Zugang zu erweiterten Funktionen wie Inhaltshistorie, Releases und Single Sign-On (SSO) – alles, um die Möglichkeiten von Strapi CMS zu erkunden.',
  'app.components.FreeTrialWelcomeModal.description2':
    'Nutzen Sie diese Zeit, um Ihre Arbeitsabläufe für Inhalte ganz nach Bedarf aufzubauen, anzupassen und zu testen.',
  'app.components.FreeTrialWelcomeModal.title': 'Schön, dass Sie da sind',
  'app.components.GuidedTour.CM.create.content':
    '<p>Im Content Manager legen Sie alle Inhalte an und verwalten sie.</p><p>Beispiel: Auf einer Blog-Website schreiben Sie hier einen Artikel, speichern und veröffentlichen ihn.</p><p>💡 Tipp: Vergessen Sie nicht, bei jedem neuen Inhalt auf „Veröffentlichen“ zu klicken.</p>',
  'app.components.GuidedTour.CM.create.title': '⚡️ Inhalt anlegen',
  'app.components.GuidedTour.CM.success.content':
    '<p>Sehr gut, nur noch ein Schritt!</p><b>🚀 Ihren Inhalt in Aktion sehen</b>',
  'app.components.GuidedTour.CTB.create.content':
    '<p>Sammlungen enthalten mehrere Einträge, Einzeltypen genau einen.</p> <p>Beispiel: Auf einer Blog-Website wären die Artikel eine Sammlung, die Startseite ein Einzeltyp.</p>',
  'app.components.GuidedTour.CTB.create.title': '🧠 Ersten Inhaltstyp anlegen',
  'app.components.GuidedTour.CTB.success.content':
    '<p>Sehr gut!</p><b>⚡️ Was möchten Sie mit der Welt teilen?</b>',
  'app.components.GuidedTour.apiTokens.create.content':
    '<p>Erzeugen Sie hier ein Token zur Authentifizierung und rufen Sie damit den Inhalt ab, den Sie eben angelegt haben.</p>',
  'app.components.GuidedTour.apiTokens.create.cta.title': 'API-Token erzeugen',
  'app.components.GuidedTour.apiTokens.create.title': '🚀 Inhalt in Aktion sehen',
  'app.components.GuidedTour.apiTokens.success.content':
    "<p>Sehen Sie den Inhalt in Aktion mit einer HTTP-Anfrage:</p><ul><li><p>An diese URL: <light>https://'<'YOUR_DOMAIN'>'/api/'<'YOUR_CT'>'</light></p></li><li><p>Mit dem Header: <light>Authorization: bearer '<'YOUR_API_TOKEN'>'</light></p></li></ul><p>Mehr über den Umgang mit Ihren Inhalten lesen Sie in der <documentationLink>Dokumentation</documentationLink>.</p>",
  'app.components.GuidedTour.create-content': 'Inhalt anlegen',
  'app.components.GuidedTour.home.CM.title': '⚡️ Was möchten Sie mit der Welt teilen?',
  'app.components.GuidedTour.home.CTB.cta.title': 'Zum Inhaltstyp-Editor',
  'app.components.ImgPreview.hint':
    'Ziehen Sie eine Datei hierher oder {browse} Sie eine Datei zum Hochladen aus',
  'app.components.ImgPreview.hint.browse': 'wählen',
  'app.components.InputFileDetails.remove': 'Diese Datei entfernen',
  'app.components.InstallPluginPage.description': 'Erweitern Sie Ihre Anwendung ganz einfach.',
  'app.components.LeftMenu.trialCountdown.endedAt': 'Ihre Testphase endete am {date}.',
  'app.components.LeftMenu.trialCountdown.endsAt': 'Ihre Testphase endet am {date}.',
  'app.components.NpsSurvey.banner-title':
    'Wie wahrscheinlich ist es, dass Sie Strapi Kolleginnen, Kollegen oder Bekannten empfehlen?',
  'app.components.NpsSurvey.feedback-response': 'Vielen Dank für Ihre Rückmeldung!',
  'app.components.NpsSurvey.feedback-question': 'Haben Sie Verbesserungsvorschläge?',
  'app.components.UpsellBanner.text':
    'In Ihrer Testphase können Sie Premium-Funktionen wie Inhaltshistorie, Releases und Single Sign-On (SSO) ausprobieren.',
  'app.components.Users.ModalCreateBody.block-title.roles.description':
    'Ein Benutzerkonto kann eine oder mehrere Rollen haben.',
  'app.page.not.found': 'Die Seite, die Sie suchen, haben wir leider nicht gefunden …',
  'app.confirm.body': 'Sind Sie sicher?',
  'components.WysiwygBottomControls.uploadFiles.browse': 'wählen',
  'components.pagination.go-to': 'Zu Seite {page}',
  'components.pagination.go-to-next': 'Zur nächsten Seite',
  'components.pagination.go-to-previous': 'Zur vorherigen Seite',
  'global.delete-target': '{target} löschen',
  'global.select-all-entries': 'Alle Einträge auswählen',
  'global.plugins.content-manager.description':
    'Daten der Datenbank schnell ansehen, bearbeiten und löschen.',
  'global.plugins.content-type-builder.description':
    'Die Datenstruktur Ihrer API modellieren: neue Felder und Relationen in einer Minute. Die Dateien in Ihrem Projekt werden automatisch angelegt und aktualisiert.',
  'global.plugins.documentation.description':
    'Ein OpenAPI-Dokument erzeugen und Ihre API mit Swagger UI darstellen.',
  'global.plugins.email.description': 'Den E-Mail-Versand Ihrer Anwendung einrichten.',
  'global.plugins.users-permissions.description':
    'Ihre API mit einer vollständigen Authentifizierung auf Basis von JWT schützen. Dazu eine ACL-Strategie, mit der Sie die Berechtigungen der Benutzergruppen verwalten.',
  'notification.ee.warning.over-.message':
    'Fügen Sie Plätze hinzu, um Benutzerkonten {licenseLimitStatus, select, OVER_LIMIT {einzuladen} AT_LIMIT {wieder zu aktivieren}}. Wenn Sie das schon getan haben und Strapi es noch nicht anzeigt, starten Sie die Anwendung neu.',
  'notification.error.invalid.configuration':
    'Die Konfiguration ist ungültig; Einzelheiten stehen im Protokoll des Servers.',
  'tours.contentTypeBuilder.Introduction.content':
    'Legen Sie die Struktur Ihrer Inhalte mit Sammlungen, Einzeltypen und Komponenten an und verwalten Sie sie.',
  'tours.contentTypeBuilder.AIChat.content':
    '<p>Fragen zum Inhaltstyp-Editor oder zu Strapi können Sie hier stellen.</p><p>Strapi AI kann Schemas nach Ihrem Bedarf anlegen. Fragen Sie genau nach dem, was Sie brauchen, zum Beispiel:<ul><li>Datumsauswahl</li><li>Felder für E-Mail und Passwort</li><li>Medien aller Art</li><li>UIDs</li></ul></p><p>Probieren Sie es einfach aus!</p>',
  'tours.contentTypeBuilder.YourTurn.title': 'Jetzt sind Sie dran: Legen Sie etwas an!',
  'tours.contentTypeBuilder.YourTurn.content':
    'Legen Sie eine Sammlung oder einen Einzeltyp an: Klicken Sie auf „+“, wählen Sie einen Namen und klicken Sie auf „Weiter“; von dort führen wir Sie weiter.',
  'tours.contentTypeBuilder.AddFields.title': 'Ein Feld hinzufügen, damit der Typ Gestalt annimmt',
  'tours.contentTypeBuilder.AddFields.content':
    'Fügen Sie das erste Feld hinzu, etwa einen Namen, ein Bild oder eine Relation. Ein Inhaltstyp braucht eine Form, bevor er Inhalte aufnehmen kann.',
  'tours.contentTypeBuilder.Save.title': 'Nicht ohne Speichern gehen!',
  'tours.contentTypeBuilder.Save.content':
    'Klicken Sie auf „Speichern“, um den Inhaltstyp zu sichern und Ihre Arbeit nicht zu verlieren. Fast geschafft!',
  'tours.contentTypeBuilder.Finish.content':
    'Nun, da Sie Inhaltstypen angelegt haben, können Sie im Content Manager Inhalte anlegen.',
  'tours.apiTokens.Introduction.content':
    'API-Token mit genau einstellbaren Berechtigungen anlegen und verwalten.',
  'tours.apiTokens.ManageAPIToken.content':
    'Mit dem Stift-Symbol sehen und ändern Sie ein vorhandenes API-Token.',
  'tours.apiTokens.ViewAPIToken.content': 'Mit „Token anzeigen“ sehen Sie Ihr API-Token.',
  'tours.apiTokens.CopyAPIToken.title': 'Das neue API-Token kopieren',
  'tours.apiTokens.CopyAPIToken.content':
    'Kopieren Sie es jetzt: Sie werden es nicht noch einmal sehen. Geht es verloren, erzeugen Sie ein neues.',
  'tours.apiTokens.FinalStep.title': 'Zeit, Ihre Anwendung zu veröffentlichen!',
  'tours.apiTokens.FinalStep.content':
    'Ihre Anwendung ist bereit, online zu gehen und ihre Inhalte mit der Welt zu teilen!',
  'tours.contentManager.Introduction.content':
    'Inhalte Ihrer Sammlungen und Einzeltypen anlegen und verwalten.',
  'tours.contentManager.CreateNewEntry.content':
    'Mit „Neuen Eintrag erstellen“ legen Sie einen neuen Eintrag dieser Sammlung an und veröffentlichen ihn.',
  'tours.contentManager.Fields.content':
    'Füllen Sie die Felder, die im Inhaltstyp-Editor angelegt wurden.',
  'tours.contentManager.FinalStep.content':
    'Nun, da Sie Inhalte angelegt und veröffentlicht haben, können Sie API-Token anlegen und Berechtigungen einrichten.',
  'tours.overview.title': 'Ihre Anwendung kennenlernen',
  'tours.overview.tasks': 'Ihre Aufgaben',
  'tours.overview.contentTypeBuilder.label': 'Schema anlegen',
  'tours.overview.contentManager.label': 'Inhalte anlegen und veröffentlichen',
  'tours.overview.apiTokens.label': 'API-Token anlegen und kopieren',
  'tours.overview.strapiCloud.label': 'Anwendung in Strapi Cloud bereitstellen',
  'tours.overview.close.description': 'Möchten Sie die geführte Tour wirklich schließen?',
  'tours.profile.description': 'Sie können die geführte Tour jederzeit zurücksetzen.',

  // Content manager
  'content-manager.actions.delete.dialog.body':
    'Möchten Sie dieses Dokument wirklich löschen? Das lässt sich nicht rückgängig machen.',
  'content-manager.actions.discard.dialog.body':
    'Möchten Sie die Änderungen wirklich verwerfen? Das lässt sich nicht rückgängig machen.',
  'content-manager.actions.unpublish.dialog.body':
    'Möchten Sie die Veröffentlichung wirklich beenden?',
  'content-manager.components.DraggableCard.delete.field': '{item} löschen',
  'content-manager.components.DraggableCard.move.field': '{item} verschieben',
  'content-manager.components.DynamicZone.ComponentPicker-label': 'Komponente wählen',
  'content-manager.components.DynamicZone.add-component':
    '{componentName} eine Komponente hinzufügen',
  'content-manager.components.DynamicZone.delete-label': '{name} löschen',
  'content-manager.components.DynamicZone.move-down-label': 'Komponente nach unten verschieben',
  'content-manager.components.DynamicZone.move-up-label': 'Komponente nach oben verschieben',
  'content-manager.components.DynamicZone.pick-compo': 'Komponente wählen',
  'content-manager.components.EmptyAttributesBlock.button': 'Zu den Einstellungen',
  'content-manager.components.EmptyAttributesBlock.description':
    'Sie können die Einstellungen ändern.',
  'content-manager.components.FieldSelect.label': 'Feld hinzufügen',
  'content-manager.components.FiltersPickWrapper.PluginHeader.description':
    'Bedingungen festlegen, nach denen die Einträge gefiltert werden',
  'content-manager.components.RelationInputModal.confirmation-message':
    'Einige Änderungen sind nicht gespeichert. Möchten Sie diese Relation wirklich schließen? Alle nicht gespeicherten Änderungen gehen verloren.',
  'content-manager.components.empty-repeatable':
    'Noch keine Einträge. Mit der Schaltfläche unten fügen Sie einen hinzu.',
  'content-manager.components.repeatable.reorder.error':
    'Beim Ändern der Reihenfolge der Komponenten ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  'content-manager.containers.Home.introduction':
    'Ihre Einträge erreichen Sie über die Links im Menü links. Dieses Plugin wird noch weiterentwickelt; seine Einstellungen lassen sich nicht in allem anpassen.',
  'content-manager.containers.Home.pluginHeaderDescription':
    'Verwalten Sie Ihre Einträge in einer übersichtlichen Oberfläche.',
  'content-manager.containers.edit-settings.modal-form.mainField.hint':
    'Das angezeigte Feld in der Bearbeitungs- und in der Listenansicht festlegen',
  'content-manager.containers.list.autoCloneModal.description':
    'Ein neuer Eintrag mit demselben Inhalt wird angelegt; damit er gespeichert werden kann, müssen Sie die folgenden Felder ändern.',
  'content-manager.containers.SettingPage.editSettings.description':
    'Ordnen Sie die Felder per Drag & Drop zum Layout an.',
  'content-manager.containers.SettingPage.editSettings.relation-field.description':
    'Das angezeigte Feld in der Bearbeitungs- und in der Listenansicht festlegen',
  'content-manager.containers.SettingPage.listSettings.description':
    'Einstellungen für diese Sammlung festlegen',
  'content-manager.containers.SettingPage.pluginHeaderDescription':
    'Die Ansicht dieser Sammlung einstellen',
  'content-manager.emptyAttributes.description': 'Das erste Feld der Sammlung hinzufügen',
  'content-manager.notification.error.displayedFields':
    'Mindestens ein Feld muss angezeigt werden.',
  'content-manager.notification.info.SettingPage.disableSort':
    'Mindestens ein Feld muss sortierbar sein.',
  'content-manager.notification.info.minimumFields': 'Mindestens ein Feld muss angezeigt werden.',
  'content-manager.notification.upload.error':
    'Beim Hochladen Ihrer Dateien ist ein Fehler aufgetreten.',
  'content-manager.pages.NoContentType.button': 'Ersten Inhaltstyp anlegen',
  'content-manager.pages.NoContentType.text':
    'Solange es noch keine Inhalte gibt, legen Sie am besten zuerst einen Inhaltstyp an.',
  'content-manager.permissions.not-allowed.create':
    'Sie haben nicht die nötigen Berechtigungen, um ein Dokument anzulegen.',
  'content-manager.permissions.not-allowed.update':
    'Sie haben nicht die nötigen Berechtigungen, um dieses Dokument anzusehen.',
  'content-manager.plugin.description.long':
    'Schneller Zugriff auf alle Daten der Datenbank, zum Lesen und Ändern.',
  'content-manager.plugin.description.short':
    'Schneller Zugriff auf alle Daten der Datenbank, zum Lesen und Ändern.',
  'content-manager.popUpWarning.bodyMessage.contentType.delete':
    'Möchten Sie diesen Eintrag wirklich löschen?',
  'content-manager.popUpWarning.bodyMessage.contentType.delete.all':
    'Möchten Sie diese Einträge wirklich löschen?',
  'content-manager.popUpWarning.bodyMessage.contentType.publish.all':
    'Möchten Sie diese Einträge wirklich veröffentlichen?',
  'content-manager.popUpWarning.bodyMessage.contentType.unpublish.all':
    'Möchten Sie die Veröffentlichung dieser Einträge wirklich beenden?',
  'content-manager.popUpWarning.warning.has-draft-relations.message':
    'Dieser Eintrag ist mit {count, plural, one {einem Entwurf} other {# Entwürfen}} verknüpft. Nach der Veröffentlichung könnten Links auf der Website ins Leere führen.',
  'content-manager.popUpWarning.warning.publish-question':
    'Möchten Sie diesen Eintrag trotzdem veröffentlichen?',
  'content-manager.popUpWarning.warning.unpublish':
    'Wenn Sie die Veröffentlichung beenden, wird der Inhalt wieder zum Entwurf.',
  'content-manager.popUpWarning.warning.unpublish-question':
    'Möchten Sie die Veröffentlichung wirklich beenden?',
  'content-manager.popUpWarning.warning.updateAllSettings': 'Das ändert alle Ihre Einstellungen.',
  'content-manager.listView.validation.errors.message':
    'Bitte sorgen Sie dafür, dass alle Felder gültig sind, bevor Sie veröffentlichen (Pflichtfelder, minimale und maximale Länge usw.).',
  'content-manager.history.content.new-field.message':
    'Dieses Feld gab es noch nicht, als diese Fassung gespeichert wurde. Wenn Sie sie wiederherstellen, bleibt es leer.',
  'content-manager.history.content.localized':
    'Dieser Wert gilt nur für diese Sprache. Wenn Sie diese Fassung wiederherstellen, bleiben die anderen Sprachen unverändert.',
  'content-manager.history.content.not-localized':
    'Dieser Wert gilt für alle Sprachen. Wenn Sie diese Fassung wiederherstellen, ändert er sich in allen Sprachen.',
  'content-manager.history.restore.confirm.title':
    'Möchten Sie diese Fassung wirklich wiederherstellen?',
  'content-manager.history.restore.confirm.message':
    '{isDraft, select, true {Der wiederhergestellte Inhalt überschreibt Ihren Entwurf.} other {Der wiederhergestellte Inhalt wird nicht veröffentlicht: Er überschreibt den Entwurf und wird als geänderte Fassung gespeichert. Sie können ihn jederzeit veröffentlichen.}}',
  'content-manager.validation.error':
    'Das Dokument enthält Fehler. Bitte beheben Sie sie vor dem Speichern.',
  'content-manager.validation.error.unreadable-required-field':
    'Mit Ihren Berechtigungen können Sie einige Pflichtfelder nicht sehen. Bitte bitten Sie die Administration um Zugriff.',

  // Media library (the labels Strapi has in German; the others are in media-library.ts)
  'upload.bulk.select.label': 'Alle Dateien auswählen',
  'upload.config.note': 'Hinweis: Sie können diesen Wert in der Medienbibliothek ändern.',
  'upload.config.popUpWarning.warning.updateAllSettings': 'Das ändert alle Ihre Einstellungen.',
  'upload.config.subtitle': 'Die Ansicht der Medienbibliothek einstellen.',
  'upload.input.notification.not-supported':
    'Diese Art von Datei können Sie nicht hochladen; erlaubt sind nur: {fileTypes}',
  'upload.input.placeholder':
    'Klicken Sie hier, um eine Datei auszuwählen, oder ziehen Sie eine Datei in diesen Bereich.',
  'upload.input.placeholder.icon': 'Datei hierher ziehen',
  'upload.list.assets-empty.subtitle': 'Fügen Sie der Liste Dateien hinzu.',
  'upload.list.assets.empty': 'Laden Sie die ersten Dateien hoch …',
  'upload.list.assets.empty-upload': 'Laden Sie die ersten Dateien hoch …',
  'upload.mediaLibraryInput.placeholder':
    'Klicken Sie, um eine Datei hinzuzufügen, oder ziehen Sie eine in diesen Bereich.',
  'upload.modal.folder.move.title': 'Elemente verschieben nach',
  'upload.modal.header.select-files': 'Dateien auswählen',
  'upload.permissions.not-allowed.update':
    'Sie haben nicht die nötige Berechtigung, diese Datei zu bearbeiten.',
  'upload.settings.form.responsiveDimensions.description':
    'Erzeugt von jeder hochgeladenen Datei automatisch mehrere Größen (klein, mittel, groß).',
  'upload.settings.form.videoPreview.description':
    'Erzeugt eine sechs Sekunden lange Vorschau (GIF) des Videos.',
  'upload.tabs.title': 'Wie möchten Sie die Dateien hochladen?',
  'upload.window.confirm.close-modal.file': 'Sind Sie sicher? Ihre Änderungen gehen verloren.',
  'upload.window.confirm.close-modal.files':
    'Sind Sie sicher? Einige Dateien sind noch nicht hochgeladen.',

  // Languages (i18n)
  'i18n.actions.delete.dialog.body': 'Möchten Sie diese Sprache wirklich löschen?',
  'i18n.CMEditViewCopyLocale.dialog.body':
    'Der Inhalt dieser Sprache wird gelöscht und durch den Inhalt der gewählten Sprache ersetzt:',
  'i18n.CMEditViewCopyLocale.dialog.field.placeholder': 'Sprache wählen …',
  'i18n.CMEditViewBulkLocale.draft-relation-warning':
    'Einige Sprachen sind mit Entwürfen verknüpft. Nach der Veröffentlichung könnten Links auf der Website ins Leere führen.',
  'i18n.CMEditViewBulkLocale.continue-confirmation': 'Möchten Sie wirklich fortfahren?',
  'i18n.CMEditViewAITranslation.job-failed':
    'Die KI-Übersetzung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  'i18n.CMEditViewAITranslation.status-description':
    'Die KI übersetzt Inhalte in alle Sprachen, sobald Sie eine Änderung in der Standardsprache speichern.',
  'i18n.CheckboxConfirmation.Modal.body': 'Möchten Sie die Übersetzung in Sprachen abschalten?',
  'i18n.Settings.aiLocalizations.description':
    'Bei jedem Speichern im Content Manager übersetzt die KI die Standardsprache automatisch in alle anderen Sprachen.',
  'i18n.Settings.locales.modal.create.code.error': 'Bitte wählen Sie eine Sprache.',
  'i18n.Settings.locales.modal.create.name.error.required':
    'Bitte geben Sie der Sprache einen Anzeigenamen.',
  'i18n.Settings.permissions.read.denied.description':
    'Um dieses Feld zu sehen, wenden Sie sich bitte an die Administration.',

  // Users & permissions, e-mail
  'users-permissions.EditForm.inputToggle.description.email-confirmation-redirection':
    'Wohin nach der Bestätigung der E-Mail-Adresse weitergeleitet wird.',
  'users-permissions.EditForm.inputToggle.description.email-reset-password':
    'URL der Seite zum Zurücksetzen des Passworts',
  'users-permissions.EditForm.inputToggle.label.email-confirmation':
    'Bestätigung per E-Mail einschalten',
  'users-permissions.Plugin.permissions.plugins.description':
    'Die möglichen Aktionen des Plugins {name} festlegen.',
  'users-permissions.Policies.header.hint':
    'Wählen Sie eine Aktion und klicken Sie auf das Zahnrad, um die zugehörige Route zu sehen.',
  'users-permissions.PopUpForm.Email.link.documentation': 'Zur Dokumentation',
  'users-permissions.PopUpForm.Email.options.object.placeholder':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse für %APP_NAME%',
  'users-permissions.PopUpForm.Providers.redirectURL.front-end.label':
    'Die URL, zu der Ihre Frontend-Anwendung weiterleitet',
  'users-permissions.Roles.empty': 'Es gibt noch keine Rollen.',
  'users-permissions.plugin.description.long':
    'Schützt Ihre API mit einer vollständigen Authentifizierung auf Basis von JWT. Dazu eine ACL-Strategie, mit der Sie die Berechtigungen der Benutzergruppen festlegen.',
  'users-permissions.plugin.description.short':
    'Schützt Ihre API mit einer vollständigen Authentifizierung auf Basis von JWT.',
  'users-permissions.popUpWarning.warning.cancel':
    'Möchten Sie wirklich alle Ihre Änderungen verwerfen?',
  'email.Settings.email.plugin.notification.test.success':
    'Die Test-E-Mail wurde verschickt; bitte sehen Sie im Postfach {to} nach.',
  'email.Settings.email.plugin.text.configuration':
    'Das Plugin wird in der Datei {file} eingerichtet; mehr dazu unter {link}.',

  // Content-type builder (only where the CMS runs in development)
  'content-type-builder.components.componentSelect.no-component-available':
    'Sie haben bereits alle Komponenten hinzugefügt.',
  'content-type-builder.contentType.kind.change.warning':
    'Sie haben die Art eines Inhaltstyps geändert: Die API wird zurückgesetzt (Routen, Controller und Services werden überschrieben).',
  'content-type-builder.form.attribute.item.requiredField.description':
    'Ist dieses Feld leer, lässt sich kein Eintrag anlegen.',
  'content-type-builder.form.attribute.item.uniqueField.description':
    'Gibt es schon einen Eintrag mit demselben Inhalt, lässt sich kein Eintrag anlegen.',
  'content-type-builder.form.attribute.item.uniqueField.v5.willBeDisabled':
    'Eindeutige Felder in Komponenten funktionieren derzeit nicht richtig. Wenn Sie diese Funktion einschalten, wird das Feld abgeschaltet, bis das behoben ist.',
  'content-type-builder.form.attribute.condition.enum-change-warning':
    'Diese Felder haben Bedingungen, die von diesem Feld abhängen: {fieldNames}. Wenn Sie die Werte {values} ändern oder entfernen, greifen diese Bedingungen nicht mehr. Möchten Sie fortfahren?',
  'content-type-builder.form.attribute.condition.enum-change-warning-end':
    ' – damit greifen diese Bedingungen nicht mehr. Möchten Sie fortfahren?',
  'content-type-builder.form.attribute.condition.field-change-warning':
    'Diese Felder haben Bedingungen, die von diesem Feld abhängen: {fieldNames}. Wenn Sie es umbenennen, greifen diese Bedingungen nicht mehr. Möchten Sie fortfahren?',
  'content-type-builder.form.attribute.condition.field-change-warning-end':
    '. Wenn Sie es umbenennen, greifen diese Bedingungen nicht mehr. Möchten Sie fortfahren?',
  'content-type-builder.form.attribute.media.allowed-types': 'Erlaubte Arten von Medien wählen',
  'content-type-builder.modalForm.attributes.select-component': 'Komponente wählen',
  'content-type-builder.modalForm.attributes.select-components': 'Komponenten wählen',
  'content-type-builder.modalForm.collectionType.header-create': 'Inhaltstyp anlegen',
  'content-type-builder.modalForm.component.header-create': 'Komponente anlegen',
  'content-type-builder.modalForm.components.create-component.category.label':
    'Kategorie wählen oder einen neuen Namen eingeben, um eine anzulegen',
  'content-type-builder.modalForm.empty.sub-heading':
    'Finden Sie, was Sie suchen, in einer großen Auswahl an Erweiterungen.',
  'content-type-builder.modalForm.singleType.header-create': 'Einzeltyp anlegen',
  'content-type-builder.modalForm.sub-header.attribute.create': 'Neues Feld vom Typ {type} anlegen',
  'content-type-builder.modalForm.sub-header.chooseAttribute.collectionType':
    'Feld für die Sammlung wählen',
  'content-type-builder.modalForm.sub-header.chooseAttribute.component':
    'Feld für die Komponente wählen',
  'content-type-builder.modalForm.sub-header.chooseAttribute.singleType':
    'Feld für den Einzeltyp wählen',
  'content-type-builder.notification.info.autoreaload-disable':
    'Dieses Plugin braucht autoReload. Starten Sie den Server mit `strapi develop`.',
  'content-type-builder.notification.info.creating.notSaved':
    'Bitte speichern Sie Ihre Arbeit, bevor Sie einen neuen Inhaltstyp oder eine neue Komponente anlegen.',
  'content-type-builder.plugin.description.long':
    'Die Datenstruktur Ihrer API modellieren: neue Felder und Relationen in einer Minute. Die nötigen Dateien in Ihrem Projekt werden automatisch angelegt und aktualisiert.',
  'content-type-builder.plugin.description.short': 'Die Datenstruktur Ihrer API modellieren.',
  'content-type-builder.popUpWarning.bodyMessage.cancel-modifications':
    'Möchten Sie wirklich alle Ihre Änderungen verwerfen?',
  'content-type-builder.popUpWarning.bodyMessage.cancel-modifications.with-components':
    'Möchten Sie wirklich alle Ihre Änderungen verwerfen? Es wurden Komponenten angelegt oder bearbeitet …',
  'content-type-builder.popUpWarning.bodyMessage.category.delete':
    'Möchten Sie diese Kategorie wirklich löschen? Alle ihre Komponenten werden ebenfalls gelöscht.',
  'content-type-builder.popUpWarning.bodyMessage.component.delete':
    'Möchten Sie diese Komponente wirklich löschen?',
  'content-type-builder.popUpWarning.bodyMessage.contentType.delete':
    'Möchten Sie diesen Inhaltstyp wirklich löschen?',
  'content-type-builder.popUpWarning.draft-publish.message':
    'Wenn Sie Entwurf und Veröffentlichung abschalten, werden alle Entwürfe gelöscht.',
  'content-type-builder.popUpWarning.draft-publish.second-message':
    'Möchten Sie es wirklich abschalten?',
  'content-type-builder.popUpWarning.discardAll.message':
    'Möchten Sie wirklich alle Änderungen verwerfen?',
  'content-type-builder.popUpWarning.bodyMessage.delete-condition':
    'Möchten Sie diese Bedingung wirklich löschen?',
  'content-type-builder.popUpWarning.bodyMessage.delete-attribute-with-conditions-end':
    '. Möchten Sie es wirklich löschen?',
  'content-type-builder.prompt.unsaved':
    'Möchten Sie diese Seite wirklich verlassen? Ihre Änderungen werden verworfen.',
  'content-type-builder.table.content.create-first-content-type.description':
    'Legen Sie Sammlungen, Einzeltypen und Komponenten an, um Ihr Schema aufzubauen.',
  'content-type-builder.table.content.no-fields.collection-type':
    'Das erste Feld dieses Inhaltstyps hinzufügen',
  'content-type-builder.table.content.no-fields.component':
    'Das erste Feld dieser Komponente hinzufügen',
  'content-type-builder.chat.input.defaults.title': 'Wie kann ich Ihnen helfen?',
  'content-type-builder.chat.input.defaults.ctb': 'Was kann der Inhaltstyp-Editor?',
  'content-type-builder.chat.input.defaults.strapi': 'Was ist Strapi?',
  'content-type-builder.chat.code-upload.description':
    'Ihre Anwendung wird von der KI untersucht. Entfernen Sie vor dem Import bitte alle vertraulichen Daten.',
  'content-type-builder.chat.feedback.placeholder': 'Ihre Rückmeldung …',
  'content-type-builder.chat.feedback.submitted': 'Danke für Ihre Rückmeldung!',
  'content-type-builder.chat.feedback.error':
    'Beim Senden Ihrer Rückmeldung ist ein Fehler aufgetreten.',
  'content-type-builder.chat.feedback.subtitle':
    'Geben Sie zusätzliches Feedback zu dieser Nachricht. Wählen Sie alles Zutreffende aus.',
  'content-type-builder.chat.messages.too-many-requests':
    'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.',
  'content-type-builder.chat.messages.license-limit-reached':
    'Das Limit der Lizenz ist erreicht. Bitte versuchen Sie es morgen noch einmal.',
  'content-type-builder.chat.messages.too-long-error':
    'Diese Unterhaltung hat ihre größte Länge erreicht. Bitte beginnen Sie eine neue.',
};
