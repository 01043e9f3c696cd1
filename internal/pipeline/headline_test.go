package pipeline

import (
	"context"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/ingest"

	"github.com/storyline-news/storyline/internal/clean"
)

func TestHeadlineOnly(t *testing.T) {
	const headline = "Man wanted in shooting of Nashville family surrenders"
	tests := []struct {
		name, headline, body string
		want                 bool
	}{
		{"no text", headline, "", true},
		{"sign-in wall", headline, "Just One More Thing... We have sent you a verification email. Please check your email and click on the link to activate your profile.", true},
		{"a notice sharing only stop words", "St. Louis man charged with shooting from car", "Close Get email notifications on Joel Currier daily! Whenever Joel Currier posts new content, you'll get an email delivered to your inbox with a link.", true},
		{"the report", headline, "A man wanted in the shooting of a Nashville family turned himself in on Monday, police said.", false},
		{"a short body on the headline's subject", "Four shot at Haw River sports bar", "Four people were shot at a sports bar in Haw River late Saturday.", false},
		{"a placeholder for a headline", "en", "", false},
		{"a sidebar's teasers", "One Dead, Four Wounded in Drive-By Shooting", "Best Lingerie Boutiques In St. Louis For Valentine's Day Gifts. Valentine's Day is just around the corner, and if you are shopping for a little something intimate and sexy for the one you love, St. Louis has a variety of lingerie boutiques for you. You'll find quality service at boutiques that serve women of every style, shape and size. They'll help you find just the right gift for your Valentine, and you'll both enjoy the romance that lingers from the gift giving.", true},
		{"a player's list of clips", "5 shot, 1 killed in Goulds grocery store lot", "California Pastor defends his praise of Orlando massacre\n\nPolice announce body of 2-year-old killed by alligator found\n\n5:03", true},
		{"a list of clips with their running times", "One killed, six injured in Old Town shooting", "1:17 Ranchers rush to help Kansas fire victims Pause\n\n0:48 Sheriff gives update on officer-involved shooting\n\n16:37 Reporter discusses murder case", true},
		{"a report's points", "7-year-old shot, killed in Southwest Charlotte", "7-year-old boy was fatally shot Saturday night on Fieldvale Place\n\nTwo adults, another child also injured", false},
		{"a report beside a clip", "Four shot at Haw River sports bar", "2:14\n\nFour people were shot at a sports bar in Haw River late Saturday, police said.", false},
		{"a title of tags", "Motlow, George Dickel, Manchester, Bonnaroo, Coffee County, Winchester", "A 12-year-old Tullahoma boy, Jakob Weeks, who was accidentally shot last Friday night, is expected to recover.", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := clean.Clean(tc.body, clean.Options{})
			got, ok := headlineOnly(tc.headline, c)
			if ok != tc.want {
				t.Fatalf("headlineOnly = %v, want %v", ok, tc.want)
			}
			if ok && got.Text != tc.headline {
				t.Errorf("text %q, want the headline", got.Text)
			}
		})
	}
}

func TestBuildHeadlineOnly(t *testing.T) {
	doc := ingest.Doc{Name: "feed#1", Format: storyline.FormatText, Title: "Man wanted in shooting of Nashville family surrenders"}
	a, _, err := builder().Build(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != a.Title || !a.SummaryOnly {
		t.Errorf("text %q, summary only %v: want the headline as the text", a.Text, a.SummaryOnly)
	}
}

func TestWithoutLabel(t *testing.T) {
	for _, tc := range []struct{ title, want string }{
		{"title: ISIL Kills over 50 in Central Syria Attack", "ISIL Kills over 50 in Central Syria Attack"},
		{"Headline : Bomb kills 30", "Bomb kills 30"},
		{"Título: Enfrentamientos en Ureña", "Enfrentamientos en Ureña"},
		{"Syria: air strikes kill 4", "Syria: air strikes kill 4"}, // a place, not a label
		{"Title:", "Title:"},
		{"Title holder: champion retires", "Title holder: champion retires"},
	} {
		if got := withoutLabel(tc.title); got != tc.want {
			t.Errorf("withoutLabel(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
}

func TestWithoutOutlet(t *testing.T) {
	for _, tc := range []struct{ title, outlet, want string }{
		{"Air strikes kill 4 in Syria monitor | Jordan Times", "Jordan Times", "Air strikes kill 4 in Syria monitor"},
		{"Outrage as Syria chemical attack kills dozens | Jordan Times", "The Jordan Times", "Outrage as Syria chemical attack kills dozens"},
		{"Barrel bombs kill 11 - jordantimes.com", "www.jordantimes.com", "Barrel bombs kill 11"},
		{"Shooting in Ureña — El Tiempo", "El Tiempo", "Shooting in Ureña"},
		{"Bomb kills 30 – Idlib | Reuters", "Al Jazeera", "Bomb kills 30 – Idlib | Reuters"}, // another outlet's name is the headline's
		{"Pro- and anti-government rallies - a report", "BBC", "Pro- and anti-government rallies - a report"},
		{"| Jordan Times", "Jordan Times", "| Jordan Times"}, // nothing before the name
		{"Jordan Times", "Jordan Times", "Jordan Times"},
		{"Headline", "", "Headline"},
		// A site's name, slogan or call sign, and a station's home town
		// after it, whatever the outlet field says.
		{"Police continue to investigate accidental shooting - Hometownstations.com-WLIO- Lima, OH News Weather Sports", "hometownstations.com", "Police continue to investigate accidental shooting"},
		{"Two dead, two critically injured after Berclair shooting - WMC Action News 5 - Memphis, Tennessee", "wmcactionnews5.com", "Two dead, two critically injured after Berclair shooting"},
		{"8th suspect arrested in Bunny Friend Playground shooting - KSLA News 12 Shreveport, Louisiana News Weather & Sports", "", "8th suspect arrested in Bunny Friend Playground shooting"},
		{"Man shot on Elm Street - KCTV5", "kctv5.com", "Man shot on Elm Street"},
		{"Three hurt in crash | Tyler, Longview, Jacksonville |ETX News", "kltv.com", "Three hurt in crash"},
		{"Teen shot near school - KOTV.com |", "newson6.com", "Teen shot near school"},
		{"Shooting in Ureña - Colombia, Venezuela", "El Tiempo", "Shooting in Ureña - Colombia, Venezuela"}, // a place of the headline
		{"Aid convoy reaches Madaya - WFP", "Reuters", "Aid convoy reaches Madaya - WFP"},
		{"News - Weather", "", "News - Weather"}, // no headline before it
	} {
		if got := withoutOutlet(tc.title, tc.outlet); got != tc.want {
			t.Errorf("withoutOutlet(%q, %q) = %q, want %q", tc.title, tc.outlet, got, tc.want)
		}
	}
}

// The outlet's home its title names is kept in the analysis and makes its
// state the article's: "a shooting in Florence" on a Huntsville, Alabama
// station's page is Florence, Alabama, not Florence, Italy.
func TestOutletHomeIsTheArticlesState(t *testing.T) {
	if got := outletHome(" - WAFF-TV: News, Weather and Sports for Huntsville, AL"); got != "Huntsville, AL" {
		t.Errorf("outletHome = %q, want Huntsville, AL", got)
	}
	if got := outletHome(" - KSLA News 12"); got != "" {
		t.Errorf("outletHome = %q, want none", got)
	}
	doc := ingest.Doc{Name: "a.txt", Format: storyline.FormatText, Outlet: "waff.com",
		Title: "4 taken to hospital after shooting in Florence - WAFF-TV: News, Weather and Sports for Huntsville, AL",
		Text:  "Four people were transported to the hospital after an early morning shooting in Florence.\n\nPolice said they responded to West Mobile Street shortly after 3 a.m. Friday after receiving reports of shots being fired."}
	a, _, err := builder().Build(context.Background(), doc)
	if err != nil {
		t.Fatal(err)
	}
	if a.Title != "4 taken to hospital after shooting in Florence" || a.Analysis.OutletHome != "Huntsville, AL" {
		t.Errorf("title %q, home %q", a.Title, a.Analysis.OutletHome)
	}
	for _, e := range a.Analysis.Entities {
		if e.Canonical == "Florence" && (e.Place == nil || e.Place.Country != "US" || e.Place.Admin1 != "Alabama") {
			t.Errorf("Florence read as %+v, want Florence, Alabama", e.Place)
		}
	}
	// a reanalysis keeps the home the title no longer holds
	if an := Analyze(a); an.OutletHome != "Huntsville, AL" {
		t.Errorf("reanalysis: home %q", an.OutletHome)
	}
}

// The outlet's home is the last town and division of the cut title part
// that the gazetteer knows.
func TestOutletHome(t *testing.T) {
	for removed, want := range map[string]string{
		" - WMC Action News 5 - Memphis, Tennessee":                   "Memphis, Tennessee",
		" - KSLA News 12 Shreveport, Louisiana News Weather & Sports": "Shreveport, Louisiana",
		" - The Virginian-Pilot (Norfolk, VA)":                        "Norfolk, VA",
		" - Tri-State News, Weather & Sports":                         "",
	} {
		if got := outletHome(removed); got != want {
			t.Errorf("outletHome(%q) = %q, want %q", removed, got, want)
		}
	}
}
